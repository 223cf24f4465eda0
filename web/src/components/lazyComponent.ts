import { createElement, lazy, useMemo, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';
import { useSettled } from './useSettled';

/** A component whose code loads on its first render, or earlier through `preload`. */
export type LazyComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the component's code; settles once it is here. */
  preload: () => Promise<unknown>;
  /** Whether its code is here. */
  loaded: () => boolean;
};

/**
 * A component whose code loads through `loadChunk`: `name` is both the chunk's name in the error
 * it may show and the export of the module that `load` imports. Once the code is here
 * (preloaded, or shown before) it renders at once, without suspending: a plain `lazy` component
 * suspends on its first render even then, and React holds back what a boundary reveals after a
 * fallback for 300 ms, which a phone saw as that much later a plan page's first picture.
 */
export function lazyComponent<Name extends string, Props extends object>(
  name: Name,
  load: () => Promise<Record<Name, ComponentType<Props>>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= loadChunk(name, load).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        pending = undefined; // the next render asks again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: Props) => createElement(loaded ?? Suspending, props);
  Component.displayName = name;
  return Object.assign(Component, { preload, loaded: () => loaded !== undefined });
}

/**
 * Whether `component`'s code has arrived, loading it once `start` is true — or failed to: the
 * component then shows the failure when it renders. For a screen that shows its own spinner
 * until then rather than suspending (see `lazyComponent` on why).
 */
export function useLoadedComponent(
  component: Pick<LazyComponent, 'preload' | 'loaded'>,
  start: boolean,
): boolean {
  // `preload` starts the load once and answers the same promise after (as `lazy` does, on render).
  const code = useMemo(() => (start ? component.preload() : undefined), [component, start]);
  return useSettled(code) || component.loaded();
}
