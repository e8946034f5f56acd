import { createProgressBar } from './progress-bar';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (chunk: string) => written.push(chunk) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe('createProgressBar', () => {
  it('redraws one line in place on a terminal, at most ten times a second, and ends the line when done', () => {
    const { stream, written } = fakeStream(true);
    let clock = 1_000_000;
    const bar = createProgressBar('products', stream, () => clock);
    bar.update(0, 200_000);
    clock = 1_000_050;
    bar.update(1_000, 200_000); // too soon: skipped
    clock = 1_061_000;
    bar.update(100_000, 200_000);
    clock = 1_125_000;
    bar.update(200_000, 200_000);
    bar.finish();
    expect(written).toEqual([
      `\rproducts [${'-'.repeat(30)}]   0% 0/200000 00:00`,
      `\rproducts [${'#'.repeat(15)}${'-'.repeat(15)}]  50% 100000/200000 01:01`,
      `\rproducts [${'#'.repeat(30)}] 100% 200000/200000 02:05`,
      '\n',
    ]);
  });

  it('prints a line per tenth in logs and pipes', () => {
    const { stream, written } = fakeStream(false);
    const bar = createProgressBar('offers', stream, () => 0);
    for (let done = 0; done <= 1000; done += 25) bar.update(done, 1000);
    bar.finish();
    expect(written).toHaveLength(11);
    expect(written.every((line) => line.endsWith('\n') && !line.startsWith('\r'))).toBe(true);
    expect(written[10]).toContain('100% 1000/1000');
  });
});
