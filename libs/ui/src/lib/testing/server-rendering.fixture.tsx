import { useEffect, useState } from 'react';

/** Renders its start value on the server and one more once hydrated. */
export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  useEffect(() => setCount((value) => value + 1), []);
  return <p>count {count}</p>;
}

/** What the server renders for `<Counter start={1} />` (server-rendering.node.test.tsx checks it). */
export const SERVER_HTML = '<p>count <!-- -->1</p>';
