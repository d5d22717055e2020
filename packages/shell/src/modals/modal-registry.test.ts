import { describe, expect, it } from "vitest";
import { msg } from "@lingui/core/macro";
import { resolveModals, type ModalDefinition } from "./modal-registry.ts";

const Body: ModalDefinition["component"] = () => null;

describe("resolveModals", () => {
  it("lets a feature's modal replace the shell's of its name, keeping the spec title when it gives none", () => {
    const modals = resolveModals([{ name: "deposit-success", component: Body, size: "sm" }]);
    const modal = modals.get("deposit-success");
    expect(modal?.component).toBe(Body);
    expect(modal?.size).toBe("sm");
    expect(modal?.title).toEqual(expect.objectContaining({ id: expect.any(String) }));
  });

  it("uses the feature's own title when it has one, and adds new names as they are", () => {
    const title = msg`A sidebar`;
    const modals = resolveModals([
      { name: "deposit-failed", component: Body, title: "Own title" },
      { name: "deposit", component: Body, title },
    ]);
    expect(modals.get("deposit-failed")?.title).toBe("Own title");
    expect(modals.get("deposit")?.title).toBe(title);
    expect(modals.get("login")?.component).not.toBe(Body);
  });
});
