import { useEffect } from "react";
import { useSettings } from "../settings/settings-context.tsx";

/** Sets `<title>` to "<title> | <brand>" while the page is shown, then puts the previous title back. */
export function useDocumentTitle(title: string | undefined): void {
  const { brandName } = useSettings();
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${brandName}`;
    return () => {
      document.title = previous;
    };
  }, [title, brandName]);
}
