import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { onDemandComponent } from './on-demand-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('onDemandComponent', () => {
  it('fetches the code once, however often it is asked for, and knows the component afterwards', async () => {
    const load = jest.fn(async () => Greeting);
    const dialog = onDemandComponent(load, () => () => null);
    expect(dialog.loaded()).toBeNull();
    const [first, second] = await Promise.all([dialog.preload(), dialog.preload()]);
    expect(first.default).toBe(Greeting);
    expect(second.default).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(1);
    expect(dialog.loaded()).toBe(Greeting);
  });

  it('renders through Suspense before the code is here', async () => {
    const dialog = onDemandComponent(
      async () => Greeting,
      () => () => null,
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <dialog.Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('shows the fallback, not an error, when the code cannot be fetched, and does not know a component then', async () => {
    const failure = new Error('chunk gone');
    const fallback = jest.fn(() => () => <p>Opening the page instead</p>);
    const dialog = onDemandComponent<{ name: string }>(() => Promise.reject(failure), fallback);
    render(
      <Suspense fallback={null}>
        <dialog.Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Opening the page instead')).toBeInTheDocument();
    expect(fallback).toHaveBeenCalledWith(failure);
    expect(dialog.loaded()).toBeNull();
  });
});
