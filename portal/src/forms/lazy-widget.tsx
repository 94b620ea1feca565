import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A widget loaded on first use. Masks (imask) and the rule list are not needed to log in, so they stay
 * out of the login route's initial JavaScript.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
