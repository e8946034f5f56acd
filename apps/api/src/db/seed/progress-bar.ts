/**
 * A one-line progress bar on stderr for long seeds. On a terminal it redraws in place; otherwise
 * (CI logs, pipes) it prints a line every 10 %.
 */
export interface ProgressBar {
  update(done: number, total: number): void;
  finish(): void;
}

export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): ProgressBar {
  const started = now();
  const width = 30;
  let lastDecile = -1;
  let lastDraw = 0;
  let drawn = false;

  const render = (done: number, total: number) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * width);
    const seconds = Math.round((now() - started) / 1000);
    const elapsed = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    return `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${done}/${total} ${elapsed}`;
  };

  return {
    update(done, total) {
      if (stream.isTTY) {
        // Redrawing more than ~10 times a second only costs time.
        if (now() - lastDraw < 100 && done < total) return;
        lastDraw = now();
        stream.write(`\r${render(done, total)}`);
        drawn = true;
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${render(done, total)}\n`);
      }
    },
    finish() {
      if (stream.isTTY && drawn) stream.write('\n');
      drawn = false;
    },
  };
}
