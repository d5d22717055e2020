/// <reference types="vite/client" />
import type { Messages } from "@lingui/core";

/** The `?rest` part of every locale's catalog (see load-catalog.ts), each its own chunk. */
export const restParts = import.meta.glob<{ messages: Messages }>("./catalogs/*.ts", { query: "?rest" });
