import { act, render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import type { RealtimeSocket, SocketFactory } from "@casino/api-client";
import { resetSessionStore, useSessionStore } from "../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { resetConnectionStore, useConnectionStore } from "./connection-store.ts";
import { RealtimeConnection } from "./RealtimeConnection.tsx";

type FakeSocket = RealtimeSocket & {
  url: string;
  token: unknown;
  disconnected: boolean;
  emit: (event: string, ...args: unknown[]) => void;
};

function socketFactory() {
  const sockets: FakeSocket[] = [];
  const create: SocketFactory = (url, options) => {
    const socket: FakeSocket = {
      url,
      token: undefined,
      disconnected: false,
      emit: (event, ...args) => listeners.get(event)?.forEach((listener) => listener(...args)),
      on: (event, listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener as (...args: unknown[]) => void]);
        return socket;
      },
      connect: () => socket,
      disconnect: () => {
        socket.disconnected = true;
        return socket;
      },
      removeAllListeners: () => {
        listeners.clear();
        return socket;
      },
    };
    const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
    const auth = options.auth as (cb: (data: object) => void) => void;
    auth((data) => (socket.token = (data as { token: unknown }).token));
    sockets.push(socket);
    return socket;
  };
  return { create, sockets };
}

afterEach(() => {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  resetSessionStore();
  resetConnectionStore();
});

describe("RealtimeConnection", () => {
  it("connects only with a token, reconnects when it changes and disconnects on logout", async () => {
    const { create, sockets } = socketFactory();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeConnection url="https://api.example" createSocket={create} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toHaveLength(0);

    act(() => useSessionStore.getState().setToken("a"));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]).toMatchObject({ url: "https://api.example", token: "a", disconnected: false });

    act(() => useSessionStore.getState().setToken("b"));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets[1]?.token).toBe("b");

    act(() => useSessionStore.getState().clearToken());
    expect(sockets[1]?.disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it("never leaves a socket of an old token open when the token changes while the client loads", async () => {
    const { create, sockets } = socketFactory();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeConnection url="https://api.example" createSocket={create} />
      </QueryClientProvider>,
    );
    act(() => useSessionStore.getState().setToken("a"));
    act(() => useSessionStore.getState().setToken("b"));
    await waitFor(() => expect(sockets.some((socket) => socket.token === "b")).toBe(true));
    expect(sockets.filter((socket) => !socket.disconnected).map((socket) => socket.token)).toEqual(["b"]);
  });

  it("talks to the site's own origin when the API is same-origin", async () => {
    const { create, sockets } = socketFactory();
    act(() => useSessionStore.getState().setToken("a"));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeConnection url="" createSocket={create} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sockets[0]?.url).toBe(window.location.origin));
  });

  it("tells the connection store how the socket is, and tries again at once when the browser is back online", async () => {
    const { create, sockets } = socketFactory();
    act(() => useSessionStore.getState().setToken("a"));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeConnection url="https://api.example" createSocket={create} />
      </QueryClientProvider>,
    );
    expect(useConnectionStore.getState().socket).toBe("connecting");
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.emit("connect"));
    expect(useConnectionStore.getState().socket).toBe("live");
    act(() => sockets[0]?.emit("disconnect", "transport close"));
    expect(useConnectionStore.getState().socket).toBe("lost");

    act(() => void window.dispatchEvent(new Event("online")));
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    act(() => sockets[1]?.emit("connect"));
    expect(useConnectionStore.getState()).toMatchObject({ socket: "live", reconnects: 1 });

    act(() => void window.dispatchEvent(new Event("online")));
    expect(sockets).toHaveLength(2);
    act(() => useSessionStore.getState().clearToken());
    expect(useConnectionStore.getState().socket).toBe("off");
  });
});
