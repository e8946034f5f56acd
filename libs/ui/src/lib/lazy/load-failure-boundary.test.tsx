/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LoadFailureBoundary } from './load-failure-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('LoadFailureBoundary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders its children while they work', () => {
    render(
      <LoadFailureBoundary what="the cart">
        <p>loaded</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('renders nothing in place of a failing part and logs what failed', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <div>
        <p>page</p>
        <LoadFailureBoundary what="the cart">
          <Broken />
        </LoadFailureBoundary>
      </div>,
    );
    expect(container.textContent).toBe('page');
    expect(warn).toHaveBeenCalledWith('Could not load the cart', expect.any(Error));
  });
});
