import { render, screen } from '@testing-library/react';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { renderToString } from 'react-dom/server';
import { loginOverlayAtom } from '../login-overlay/login-overlay-atom';
import { ShellStoreProvider } from './shell-store-provider';

// Stands in for request-specific state a page writes while rendering on the server.
function RequestPage({ overlay }: { overlay?: boolean }) {
  useHydrateAtoms(new Map(overlay === undefined ? [] : [[loginOverlayAtom, overlay]]));
  const [shown, setShown] = useAtom(loginOverlayAtom);
  return (
    <button type="button" onClick={() => setShown(!shown)}>
      overlay {shown ? 'shown' : 'hidden'}
    </button>
  );
}

describe('ShellStoreProvider', () => {
  it('gives every server render its own store, so one request never sees another one state', () => {
    const first = renderToString(
      <ShellStoreProvider>
        <RequestPage overlay />
      </ShellStoreProvider>,
    );
    const second = renderToString(
      <ShellStoreProvider>
        <RequestPage />
      </ShellStoreProvider>,
    );
    expect(first).toContain('overlay <!-- -->shown');
    expect(second).toContain('overlay <!-- -->hidden');
  });

  it('keeps two mounted trees independent', () => {
    render(
      <>
        <ShellStoreProvider>
          <RequestPage overlay />
        </ShellStoreProvider>
        <ShellStoreProvider>
          <RequestPage />
        </ShellStoreProvider>
      </>,
    );
    expect(screen.getByText('overlay shown')).toBeInTheDocument();
    expect(screen.getByText('overlay hidden')).toBeInTheDocument();
  });
});
