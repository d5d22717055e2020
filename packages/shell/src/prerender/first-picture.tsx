import { createContext, useContext, type ReactNode } from "react";
import { buildUrl, type QueryParams } from "@casino/api-client";
import { useSettings } from "../settings/settings-context.tsx";

/** The path the build's prerender renders (`/casino/games/__game`: a parameter as its name), else null: the app. */
const PrerenderingContext = createContext<string | null>(null);

/** Wraps the app in the build's prerender (prerender-frame.tsx): FirstPicture writes its read into the frame. */
export const Prerendering = PrerenderingContext.Provider;

export type FirstPictureRead = {
  /** The API call that names the picture (GET, the api-client's path), e.g. `/api/admin/get-game/{slug}`. */
  path: string;
  query?: QueryParams;
  /** Where the picture's address is in the answer, a dot path: `data.thumbnailUrl`, `data.rows.0.imageUrl`. */
  field: string;
};

export type FirstPictureProps = {
  read: FirstPictureRead;
  /** The class, width and height of the page's own <img> once its data is in: the picture takes the same box. */
  className: string;
  width: number;
  height: number;
  /** The picture's placeholder, one element (a skeleton in the picture's box), hidden when the picture shows; outside
   * the first paint the only thing rendered. */
  children: ReactNode;
};

/**
 * A page's largest picture (its LCP) in the build's first paint, before the app has started. In the prerendered
 * frame it writes a hidden <img> that names its read (a path parameter's value is its name there, `__game`: the loader
 * takes it from the page's address); the frame loader (tooling/vite/frame-loader.js) makes that one
 * call, checks the address, and shows the decoded picture in its placeholder's place, then starts the app. The app
 * renders the same picture in the same box from its own read. Everywhere else it is its placeholder.
 */
export function FirstPicture(props: FirstPictureProps) {
  const route = useContext(PrerenderingContext);
  return route === null ? props.children : <PictureRead {...props} route={route} />;
}

function PictureRead({ read, className, width, height, children, route }: FirstPictureProps & { route: string }) {
  const { api } = useSettings();
  return (
    <>
      <img
        hidden
        alt=""
        width={width}
        height={height}
        fetchPriority="high"
        data-first-picture={buildUrl(api.baseUrl, read.path, read.query)}
        data-first-picture-field={read.field}
        // The loader puts the page's own path parameters in place of their names (`__game`).
        data-first-picture-route={route}
        data-first-picture-class={className}
        data-first-picture-token={api.systemToken || undefined}
      />
      {children}
    </>
  );
}
