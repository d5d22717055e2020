const asked = new Set<string>();

/**
 * For a landing page's bootPrefetch: asks for a picture the page will show first (a game page's picture, the lobby's
 * first row of thumbnails, the first promotion's banner) as soon as its data has arrived, with the priority of the
 * page's main image: the page's chunk, its render and the image's own request then no longer come one after the
 * other. Once per picture; only the site's own or an http(s) URL (as the page's <img> would load it).
 */
export function preloadImage(url: string, doc: Document = document): void {
  if (asked.has(url) || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return;
  asked.add(url);
  const link = doc.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.fetchPriority = "high";
  link.href = url;
  doc.head.append(link);
}
