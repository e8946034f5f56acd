import type { ReactNode } from 'react';
import { Container } from './container';
import { Stack } from './stack';

export interface NarrowPageProps {
  /** The page's heading (its only h1). */
  heading: ReactNode;
  /** The page's own class names (on the column). */
  className?: string;
  children?: ReactNode;
}

/** A page in the narrow reading column: its heading first, then its content, evenly spaced. */
export function NarrowPage({ heading, className, children }: NarrowPageProps) {
  return (
    <Container narrow>
      <Stack gap={4} className={className}>
        <h1>{heading}</h1>
        {children}
      </Stack>
    </Container>
  );
}
