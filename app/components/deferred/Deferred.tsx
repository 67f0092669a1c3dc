import {
  type ComponentType,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useSyncExternalStore,
} from 'react'
import { DEFERRED_ATTRIBUTE, DEFERRED_LIVE } from '~/lib/early-clicks'
import { useLoadOnIntent } from './use-load-on-intent'

/**
 * A part of a screen whose code comes when a visitor reaches for it (issue 28), while the server renders it in full:
 * until then the browser shows the server's markup, which React leaves as it is (a Suspense boundary whose content
 * waits); once the code is here React hydrates it. Until then a click on one of its links or buttons (a form's submit
 * too) is kept by the early-click script, which asks for the code (EARLY_CLICK_WANTED_EVENT) and replays the click
 * once the part has hydrated; text typed into a form is taken up when it hydrates (use-form-fields.ts). The element
 * around it (`region`, watched for intent) carries `data-deferred=""`, which becomes `"live"` once React has committed
 * the part's hydration (the early-click script waits for that); the bench's live time and the e2e suite's content
 * hydration leave its controls out, which hydrate when reached for.
 *
 * `server` is the component itself, for the server's render only: a module passes it through `createIsomorphicFn`,
 * so the browser's bundle drops that import (as RichText does). `importer` fetches it in the browser. `styles` are the
 * CSS modules its markup uses: held here, they belong to the page's own code, whose stylesheets the server inlines in
 * the page, so the server's markup is styled before the code comes (an unused import would leave them to the part's
 * chunk; deferred.spec.ts checks that no stylesheet is fetched when it loads).
 */
export type DeferredPart<P> = {
  /**
   * Fetches the code: once, and again after a failure. Call it on intent (useLoadOnIntent) and in the route's loader,
   * which awaits it so that a client navigation shows the part with the rest. Settles when the code is here or has
   * failed to come (the page shows without the part then, and the next intent tries again); never rejects.
   */
  load: () => Promise<void>
  /** The component once `load` has fetched it (or on the server), else null. */
  current: () => ComponentType<P> | null
  /** What a render waits on while `current` is null: resolved with the component once `load` has fetched it. */
  ready: Promise<ComponentType<P>>
  styles: readonly Readonly<Record<string, string>>[]
}

export function deferredPart<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | null,
  styles: readonly Readonly<Record<string, string>>[],
): DeferredPart<P> {
  let resolve: (view: ComponentType<P>) => void = () => {}
  const ready = new Promise<ComponentType<P>>((done) => {
    resolve = done
  })
  let loaded = server
  let pending: Promise<void> | null = null
  return {
    ready,
    styles,
    current: () => loaded,
    load: () => {
      if (loaded) return Promise.resolve()
      pending ??= importer().then(
        (view) => {
          loaded = view
          resolve(view)
        },
        () => {
          pending = null
        },
      )
      return pending
    },
  }
}

const noSubscription = () => () => {}

/**
 * Renders `part` with `props`: on the server at once; in the browser, over the server's markup, once its code is
 * here, fetched when a visitor reaches for `region` (or, with `near`, scrolls near it). A page the browser renders
 * itself (a client navigation) fetches it straight away; its route's loader should have asked for it already, so
 * the page shows whole.
 */
export function Deferred<P extends object>({
  part,
  props,
  region,
  near = false,
}: {
  part: DeferredPart<P>
  props: P
  /** The element around the part, rendered with `data-deferred=""`. */
  region: RefObject<HTMLElement | null>
  near?: boolean
}) {
  useLoadOnIntent(region, part.load, near)
  return (
    <Boundary
      same={[part, region, ...Object.values(props)]}
      render={() => <DeferredView part={part} props={props} region={region} />}
    />
  )
}

/**
 * The Suspense boundary, rendered again only when the part or one of its props changes: an update that reaches a
 * boundary React has not hydrated yet makes it hydrate at once or, while the code is not here, throw away the
 * server's markup and show the fallback (nothing) until it is. A parent's render with equal props must not do that.
 */
const Boundary = memo(
  function Boundary({ render }: { same: readonly unknown[]; render: () => ReactNode }) {
    return <Suspense fallback={null}>{render()}</Suspense>
  },
  (before, after) =>
    before.same.length === after.same.length &&
    before.same.every((value, index) => Object.is(value, after.same[index])),
)

function DeferredView<P extends object>({
  part,
  props,
  region,
}: {
  part: DeferredPart<P>
  props: P
  region: RefObject<HTMLElement | null>
}) {
  // After React has committed the part: from now on a click there reaches its handlers.
  useEffect(() => region.current?.setAttribute(DEFERRED_ATTRIBUTE, DEFERRED_LIVE), [region])
  // False while React hydrates the server's markup, true in a render of the browser's own.
  const ownRender = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (ownRender) void part.load()
  const View = part.current() ?? use(part.ready)
  return <View {...props} />
}
