import { Component, type ReactNode } from 'react';

export interface LoadFailureBoundaryProps {
  /** What failed, for the log line: `Could not load <what>`. */
  what: string;
  children: ReactNode;
}

/**
 * Around a part that only loads data in the background (its code fetched on demand): if that code fails
 * to download (a lost connection, a deploy that replaced it), the part renders nothing and the failure is
 * logged, instead of the page being replaced by the error page.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Could not load ${this.props.what}`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
