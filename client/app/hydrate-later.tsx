import { type ComponentType, memo, Suspense, use, useEffect, useId, useState } from 'react'
import { importWhenReachable } from './import-when-reachable'

/**
 * Parts of a page that hydrate after it (docs/decisions/162-the-frame-hydrates-after-the-page.md):
 * the server renders them in place, and the browser keeps that HTML, whose links, forms and
 * popovers work as they are, until their code has loaded, which starts once the rest of the
 * page has hydrated. React keeps a Suspense boundary whose code is missing dehydrated and
 * hydrates it when the code arrives (selective hydration).
 *
 * Until then a router update (a gallery arrow is a hash link, a colour picked) can make React
 * render a dehydrated part from the client; its fallback is then the server's own nodes, moved
 * back in, so the part never vanishes while its code is on the way (ADR 166).
 *
 * Two marks on `<html>`: `data-page-hydrated` once the page's own tree has hydrated (what a
 * first visit needs up front ends there), `data-hydrated` once every later part has too.
 */

let releasePage!: () => void
const pageHydrated = new Promise<void>((resolve) => {
  releasePage = resolve
})
const laterParts: Promise<void>[] = []

/** Settles once the page has hydrated (never on the server): for code no shopper waits for up front. */
export function afterPageHydrated(): Promise<void> {
  return pageHydrated
}

export interface LaterPart<Props> {
  /** Renders the part: at once where its code has loaded, else the server's HTML until it has. */
  Part: ComponentType<Props>
  /**
   * Loads the part's code. What renders the part waits for it where a loader would (the
   * server, a navigation), so the part renders at once there; hydration runs no loader, so on
   * a first visit the code loads only after the page has hydrated.
   */
  load: () => Promise<void>
}

/**
 * What a part shows while its code loads after React dropped its server HTML: those very
 * nodes (not a copy: no reparse of merchant HTML, images stay decoded, `<details>` stay open),
 * which React has deleted from the boundary before it attaches this ref.
 */
function ServedNodes({ nodes }: { nodes: ChildNode[] | null }) {
  return <div className="later-part" ref={(element) => element?.replaceChildren(...(nodes ?? []))} />
}

function settleable(): { settled: Promise<void>; settle: () => void } {
  let settle!: () => void
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { settled, settle }
}

/** A component whose code the browser loads only once the page has hydrated. */
export function hydrateLater<Props extends object>(importPart: () => Promise<ComponentType<Props>>): LaterPart<Props> {
  let loaded: ComponentType<Props> | null = null
  // The last served nodes, for an instance mounted anew before the code is in (a colour picked remounts the gallery).
  let lastServed: ChildNode[] | null = null
  let loading: Promise<void> | null = null
  const load = () => {
    loading ??= importPart().then(
      (component) => {
        loaded = component
        lastServed = null
      },
      (error: unknown) => {
        loading = null // the next call asks again
        throw error
      },
    )
    return loading
  }
  let afterPage: Promise<void> | null = null
  // A first visit's chunk that could not be fetched (offline) is asked for again once back
  // online; meanwhile the server's HTML stays, rather than the part failing.
  const loadAfterPage = () => {
    afterPage ??= pageHydrated.then(() => importWhenReachable(load))
    return afterPage
  }

  function Loaded({ onHydrated, ...props }: Props & { onHydrated: () => void }) {
    // The server waits for `load` before rendering; the browser, for the page to hydrate.
    if (!loaded) use(typeof document === 'undefined' ? load() : loadAfterPage())
    useEffect(() => onHydrated(), [onHydrated])
    const Component = loaded as unknown as ComponentType<Omit<Props, 'onHydrated'>>
    return <Component {...props} />
  }

  function Part(props: Props) {
    // Settled once this part has hydrated; registered before the page's mark, since effects run in tree order.
    const [hydration] = useState(settleable)
    const id = useId()
    // The server's nodes in the wrapper, before hydration touches them (none on the server or a navigation).
    const [served] = useState(() =>
      loaded || typeof document === 'undefined' ? null : [...(document.querySelector(`[data-later-part="${id}"]`)?.childNodes ?? [])],
    )
    useEffect(() => {
      laterParts.push(hydration.settled)
      // Unmounted before it hydrated (a colour picked remounts the gallery): its successor waits instead.
      return hydration.settle
    }, [hydration])
    useEffect(() => {
      if (served?.length && !loaded) lastServed = served
    }, [served])
    // The wrapper (`display: contents`) is on both sides, so the served nodes can be found.
    return (
      <div className="later-part" data-later-part={id}>
        <Suspense fallback={<ServedNodes nodes={served?.length ? served : lastServed} />}>
          <Loaded {...props} onHydrated={hydration.settle} />
        </Suspense>
      </div>
    )
  }

  return { Part: memo(Part) as unknown as ComponentType<Props>, load }
}

/** Settles once every later part has hydrated, including one mounted while the others waited. */
async function everyLaterPartHydrated(): Promise<void> {
  for (let seen = -1; seen !== laterParts.length; ) {
    seen = laterParts.length
    await Promise.all(laterParts)
  }
}

/**
 * Marks the page hydrated (AppProviders, once hydration commits), lets the later parts load,
 * and marks the document `data-hydrated` once they have hydrated too.
 */
export function markPageHydrated(root: HTMLElement = document.documentElement): void {
  root.dataset.pageHydrated = 'true'
  releasePage()
  void everyLaterPartHydrated().then(() => {
    root.dataset.hydrated = 'true'
  })
}
