import { describe, expect, it } from "vitest";
import { bakedBrandSettings, brandConfig } from "../vite/brand-config.ts";
import { removeTree, writeTree } from "./temp-tree.ts";

describe("the baked brand settings (@brand/config)", () => {
  it("leave out the keys only settings2 carries and keep every other", () => {
    const brand = {
      brandName: "B",
      showLiveChat: true,
      responsibleGaming: { helpOrganisations: [{ name: "A", url: "https://a.example" }] },
      support: { channels: [{ kind: "email", value: "help@b.example" }] },
      homeSections: ["hero", "gameRows"],
      homeGameCategories: ["new"],
    };
    expect(bakedBrandSettings(brand)).toEqual({ brandName: "B", showLiveChat: true });
    expect(brand.responsibleGaming).toBeDefined();
  });

  it("serve the brand folder's brand.json as the module", async () => {
    const dir = writeTree({ "brand.json": { brandName: "Temp", responsibleGaming: { selfAssessmentUrl: "https://x.example" } } });
    const plugin = brandConfig(dir) as unknown as { resolveId: (id: string) => string | undefined; load: (this: { addWatchFile: () => void }, id: string) => string | undefined };
    const id = plugin.resolveId("@brand/config");
    expect(id).toBeDefined();
    expect(plugin.resolveId("@brand/theme")).toBeUndefined();
    expect(plugin.load.call({ addWatchFile: () => undefined }, id!)).toBe('export default {"brandName":"Temp"};');
    removeTree(dir);
  });
});
