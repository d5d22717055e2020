import { BONUS_BUY_PRICE_MULTIPLIER } from "@casino/domain";
import type { Context, Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { readBalance } from "../repos/ledger.ts";
import { siteOrigin } from "../repos/payments-origins.ts";
import { betSteps } from "../repos/slot-engine.ts";
import { findSlotSession, slotState } from "../repos/slot-rounds.ts";
import { decimalsOf } from "../repos/wallet-money.ts";
import { escapeHtml, htmlPage } from "./payments-html.ts";
import { walletOf } from "./slot-game.ts";

// GET /sandbox/games/<slug>/play?session=<id>: the demo slot, a self-contained page for the play frame. It
// spins through POST /sandbox/games/spin (same origin) and tells its parent the balance with
// window.parent.postMessage({ type: "balance", ... }, <site origin>). The site origin comes from the
// `origin` query parameter or the Referer of the frame request, and must be localhost or a brand's domain;
// without one the page posts nothing (never to "*"). A refused spin is posted as { type: "spinRefused", code, message }
// for the play page's bar. Games with a bonus buy have a "Buy bonus" button; one over the max bet limit asks the player
// to buy it this once (confirmOverBetLimit) or to place a regular bet. The site may pause the game (issue 27 point 5,
// the reality check): { type: "pause" } from the parent at the site origin disables play until { type: "resume" }.

const script = `
const cfg = JSON.parse(document.getElementById("cfg").textContent);
const $ = (id) => document.getElementById(id);
const fmt = (n) => n.toFixed(cfg.decimals);
const PLAY_BUTTONS = ["spin", "buy", "confirm-buy", "confirm-regular"];
let paused = false;
let playing = false;
const enable = () => { for (const id of PLAY_BUTTONS) if ($(id)) $(id).disabled = paused || playing; };
window.addEventListener("message", (event) => {
  if (!cfg.origin || event.origin !== cfg.origin || event.source !== window.parent) return;
  const type = event.data && event.data.type;
  if (type !== "pause" && type !== "resume") return;
  paused = type === "pause";
  $("paused").hidden = !paused;
  enable();
});
function show(balance) {
  $("balance").textContent = fmt(balance.totalAmount) + " " + cfg.currency + (balance.nonCashAmount > 0 ? " (bonus " + fmt(balance.nonCashAmount) + ")" : "");
  if (cfg.origin) window.parent.postMessage({ type: "balance", mode: cfg.mode, currency: cfg.currency, ...balance }, cfg.origin);
}
function refused(body) {
  $("message").textContent = body.message;
  if (cfg.origin) window.parent.postMessage({ type: "spinRefused", code: body.code, message: body.message }, cfg.origin);
}
async function play(extra) {
  if (paused || playing) return;
  playing = true;
  enable();
  $("confirm").hidden = true;
  try {
    const res = await fetch("/sandbox/games/spin", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ session: cfg.session, bet: Number($("bet").value), ...extra }) });
    const body = await res.json();
    if (!body.success) {
      // Spec §4: a bonus buy over the bet limit is bought only once the player confirms it (this purchase only).
      if (body.code === "BONUS_BET_LIMIT_REACHED") { $("confirm-text").textContent = body.message; $("confirm").hidden = false; }
      refused(body);
      return;
    }
    $("reels").textContent = body.data.reels.join(" ");
    $("message").textContent = body.data.win > 0 ? "You win " + fmt(body.data.win) + " " + cfg.currency + " (x" + body.data.multiplier + ")" : "No win this time";
    show(body.data.balance);
  } catch { $("message").textContent = "Connection problem, try again"; }
  finally { playing = false; enable(); }
}
$("spin").addEventListener("click", () => play({}));
if ($("buy")) $("buy").addEventListener("click", () => play({ bonusBuy: true }));
$("confirm-buy").addEventListener("click", () => play({ bonusBuy: true, confirmOverBetLimit: true }));
$("confirm-regular").addEventListener("click", () => play({}));
show(cfg.balance);
`;

const notFoundPage = (c: Context) => c.html(htmlPage("Game not found", "<h1>GAME NOT FOUND</h1><p class=muted>Launch the game again from the casino.</p>"), 404);

export function registerSlotPageRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/sandbox/games/:slug/play", (c) => {
    const session = findSlotSession(db, c.req.query("session") ?? "");
    if (!session || session.slug !== c.req.param("slug")) return notFoundPage(c);
    const state = slotState(db, session);
    const decimals = decimalsOf(db, state.currency);
    const balance = session.mode === "demo" ? { cash: state.demoBalance ?? 0, nonCash: 0 } : readBalance(db, session.userId as number, state.currency);
    const cfg = {
      session: session.id, mode: session.mode, currency: state.currency, decimals,
      origin: siteOrigin(db, c.req.query("origin") ?? c.req.header("referer")) ?? null,
      balance: walletOf(balance, decimals),
    };
    const options = betSteps(session.minBet, session.maxBet)
      .map((bet, i) => `<option value="${bet}"${i === 0 ? " selected" : ""}>${bet} ${escapeHtml(state.currency)}</option>`)
      .join("");
    const json = JSON.stringify(cfg).replace(/</g, "\\u003c");
    return c.html(
      htmlPage(
        session.name,
        `<h1>${escapeHtml(session.name)}</h1><p class=muted>${session.mode === "demo" ? "Demo mode: play money" : "Real money"}</p>
<p id=reels class=amount aria-live=polite>♣ ♦ ★</p>
<p>Balance: <b id=balance></b></p>
<form onsubmit="return false"><label>Bet <select id=bet>${options}</select></label><button id=spin class=primary type=button>Spin</button>${
          session.hasBonusBuy ? ` <button id=buy type=button>Buy bonus (${BONUS_BUY_PRICE_MULTIPLIER}× bet)</button>` : ""
        }</form>
<div id=confirm role=alertdialog aria-labelledby=confirm-text hidden><p id=confirm-text></p>
<button id=confirm-buy class=primary type=button>Buy it this once</button> <button id=confirm-regular type=button>Place a regular bet</button></div>
<p id=message class=muted aria-live=polite></p>
<p id=paused role=status hidden>Game paused</p>
<script type="application/json" id="cfg">${json}</script><script>${script}</script>`,
      ),
    );
  });
}
