import { act, render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import type { RealtimeSocket, SocketFactory } from "@casino/api-client";
import { resetSessionStore, useSessionStore } from "../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { RealtimeConnection } from "./RealtimeConnection.tsx";

type FakeSocket = RealtimeSocket & { url: string; token: unknown; disconnected: boolean };

function socketFactory() {
  const sockets: FakeSocket[] = [];
  const create: SocketFactory = (url, options) => {
    const socket: FakeSocket = {
      url,
      token: undefined,
      disconnected: false,
      on: () => socket,
      connect: () => socket,
      disconnect: () => {
        socket.disconnected = true;
        return socket;
      },
      removeAllListeners: () => socket,
    };
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
});
