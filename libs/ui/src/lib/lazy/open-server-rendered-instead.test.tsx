import { render } from '@testing-library/react';
import { openServerRenderedInstead } from './open-server-rendered-instead';

const navigate = jest.fn();

/** Puts the test page at `path` (same origin: jsdom changes the address without loading anything). */
function placePageAt(path: string) {
  window.history.replaceState(null, '', path);
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  logged.mockRestore();
  navigate.mockReset();
  window.history.replaceState(null, '', '/');
});

const withDialogOpen = openServerRenderedInstead(
  'the dialog',
  ({ pathname, search }) => {
    const params = new URLSearchParams(search);
    if (params.get('dialog') === 'open') return null;
    params.set('dialog', 'open');
    return `${pathname}?${params.toString()}`;
  },
  navigate,
);

describe('openServerRenderedInstead', () => {
  it('logs the failure and loads the address where the server renders the dialog open, keeping the query', () => {
    placePageAt('/tv?sort=price');
    const failure = new Error('chunk gone');
    const Fallback = withDialogOpen(failure);
    expect(logged).toHaveBeenCalledWith('Could not load the dialog', failure);
    const { container } = render(<Fallback />);
    expect(container).toBeEmptyDOMElement();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/tv?sort=price&dialog=open');
  });

  it('stays put on the address that already has the dialog open', () => {
    placePageAt('/tv?dialog=open');
    const Fallback = withDialogOpen(new Error('chunk gone'));
    render(<Fallback />);
    expect(navigate).not.toHaveBeenCalled();
  });
});
