import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../context.ts";

declare module "hono" {
  interface ContextVariableMap {
    deps: AppDeps;
  }
}

/** Puts the app's deps on every request's context, so helpers like requireUser(c) need nothing else. */
export const provideDeps =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    c.set("deps", deps);
    await next();
  };

export function depsOf(c: Context): AppDeps {
  const deps = c.get("deps");
  if (!deps) throw new Error("AppDeps missing on the context: createApp registers provideDeps first");
  return deps;
}
