// A part of a page that the server renders but the browser hydrates later, from its own chunk (ADR 045
// §9): the home page's keyboard and side column are not needed before the first key, so its first load
// does not carry them. Until the chunk is here, the part keeps the server's markup exactly as it was
// (an element whose inner HTML React leaves alone, so nothing moves and hydration does not wait for it);
// the chunk is fetched as soon as the page has hydrated, and the part then renders the same markup
// live. Its strings come with the whole catalogue, which the loader waits for.
// One part of a name per page. On a client-side navigation the part renders once its chunk is here.
import { Suspense, useEffect, useState, type ComponentType } from "react";
import { stringsOfPage } from "~/i18n/load";
import { preloadable } from "./preloadable";

export function deferredPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = preloadable(() => Promise.all([load(), stringsOfPage()]).then(([component]) => component));
  // React.lazy types its props with refs; this part takes plain props.
  const Live = Part as unknown as ComponentType<P>;
  function DeferredPart(props: P) {
    // In the browser's first render (hydration), the server's markup of this part, if it is there.
    const [serverHtml] = useState(() =>
      typeof document === "undefined" || Part.isLoaded() ? null : (document.querySelector(`[data-part="${name}"]`)?.innerHTML ?? null),
    );
    const [live, setLive] = useState(serverHtml === null);
    useEffect(() => {
      if (live) return;
      let gone = false;
      void Part.preload().then(
        () => !gone && setLive(true),
        // Not fetched (offline, nothing kept): the server's markup stays, readable.
        (error: unknown) => console.error(error),
      );
      return () => {
        gone = true;
      };
    }, [live]);
    if (!live && serverHtml !== null) return <div data-part={name} className="deferred-part" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    return (
      <div data-part={name} className="deferred-part">
        <Suspense fallback={null}>
          <Live {...props} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = `DeferredPart(${name})`;
  return DeferredPart;
}
