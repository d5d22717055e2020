import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { SettingsProvider } from "../settings/settings-context.tsx";
import { FirstPicture, Prerendering } from "./first-picture.tsx";

const picture = (
  <FirstPicture read={{ path: "/api/admin/promotions", query: { language: "de" }, field: "data.rows.0.imageUrl" }} className="banner" width={800} height={300}>
    <span data-testid="placeholder" className="banner" />
  </FirstPicture>
);

function renderIn(route: string, api: { baseUrl: string; systemToken?: string }, children: ReactNode = picture) {
  return render(
    <SettingsProvider settings={parseAppSettings({ api })}>
      <Prerendering value={route}>{children}</Prerendering>
    </SettingsProvider>,
  );
}

describe("FirstPicture", () => {
  it("in the app (no prerender) is its placeholder alone, and needs no settings", () => {
    const { container } = render(picture);
    expect(container.innerHTML).toBe('<span data-testid="placeholder" class="banner"></span>');
  });

  it("in the build's first paint writes a hidden <img> naming its read, before its placeholder", () => {
    const { container } = renderIn("/promotions", { baseUrl: "https://api.brand.example/", systemToken: "brand-sandbox" });
    const img = container.querySelector("img");
    expect(img?.hidden).toBe(true);
    expect(img?.getAttribute("src")).toBeNull();
    // No class yet: the page's class may set display, which would show the empty <img> (the loader sets it).
    expect(img?.getAttribute("class")).toBeNull();
    expect(img?.dataset).toMatchObject({
      firstPicture: "https://api.brand.example/api/admin/promotions?language=de",
      firstPictureField: "data.rows.0.imageUrl",
      firstPictureClass: "banner",
      firstPictureToken: "brand-sandbox",
      firstPictureRoute: "/promotions",
    });
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("alt"), img?.getAttribute("fetchpriority")]).toEqual(["800", "300", "", "high"]);
    expect(img?.nextElementSibling?.getAttribute("data-testid")).toBe("placeholder");
  });

  it("names no token when the brand has none", () => {
    const { container } = renderIn("/promotions", { baseUrl: "" });
    expect(container.querySelector("img")?.dataset["firstPicture"]).toBe("/api/admin/promotions?language=de");
    expect(container.querySelector("img")?.hasAttribute("data-first-picture-token")).toBe(false);
  });
});
