import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useBannerSpace } from './use-banner-space';

type Callback = (entries: Partial<ResizeObserverEntry>[]) => void;

/** A ResizeObserver that reports only when the test says so, as the browser does after layout. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(blockSize: number) {
    this.callback([{ borderBoxSize: [{ blockSize, inlineSize: 400 }], contentRect: { height: blockSize } as DOMRectReadOnly }]);
  }
}

function Banner() {
  const ref = useRef<HTMLElement>(null);
  useBannerSpace(ref);
  return <section ref={ref}>Cookies</section>;
}

const original = globalThis.ResizeObserver;
afterEach(() => {
  globalThis.ResizeObserver = original;
  FakeResizeObserver.instances = [];
  document.body.style.removeProperty('padding-bottom');
});

describe('useBannerSpace', () => {
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });

  it('pads the body by the banner height the observer reports, rounded up, without measuring on its own', () => {
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Banner />);
    const [observer] = FakeResizeObserver.instances;
    expect(observer?.observed.map((element) => element.textContent)).toEqual(['Cookies']);
    expect(document.body.style.paddingBottom).toBe('');
    observer?.report(120.2);
    expect(document.body.style.paddingBottom).toBe('121px');
    observer?.report(96);
    expect(document.body.style.paddingBottom).toBe('96px');
    expect(measure).not.toHaveBeenCalled();
    measure.mockRestore();
  });

  it('writes the style only when the height changes', () => {
    render(<Banner />);
    const [observer] = FakeResizeObserver.instances;
    observer?.report(80);
    const setProperty = jest.spyOn(document.body.style, 'setProperty');
    observer?.report(80);
    expect(setProperty).not.toHaveBeenCalled();
    setProperty.mockRestore();
  });

  it('gives the padding back to the stylesheet when the banner goes', () => {
    const { unmount } = render(<Banner />);
    const [observer] = FakeResizeObserver.instances;
    observer?.report(80);
    unmount();
    expect(observer?.disconnected).toBe(true);
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('leaves the stylesheet estimate where ResizeObserver is missing', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    expect(() => render(<Banner />)).not.toThrow();
    expect(document.body.style.paddingBottom).toBe('');
  });
});
