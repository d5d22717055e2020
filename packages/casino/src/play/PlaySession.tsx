import { useCallback, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { GameDetails, SlotBalanceMessage } from "@casino/api-client";
import type { PlayMode } from "@casino/domain";
import { useLocale } from "@casino/i18n";
import { formatMoney, useSession } from "@casino/shell";
import { rememberGuestRecent } from "../collection/guest-recent.ts";
import { PlayBar } from "./PlayBar.tsx";
import { PlayBlockNotice } from "./PlayBlockNotice.tsx";
import { GameFrame } from "./GameFrame.tsx";
import * as styles from "./PlayPage.css.ts";
import { useGameLaunch } from "./use-game-launch.ts";
import { spinRefusalMessage } from "./spin-refusal.ts";
import { useGameMessages } from "./use-game-messages.ts";
import { useGamePause } from "./use-game-pause.ts";
import { usePlayWallet } from "./use-play-wallet.ts";
import { useSessionClock } from "./use-session-clock.ts";

// iPhone Safari has no element full screen: no button there rather than one that does nothing.
const canFullscreen = () => typeof document !== "undefined" && document.fullscreenEnabled === true;

/** A launched game: the bar above, the provider's frame below, the balance kept in step by the game's messages. */
export function PlaySession({ game, mode }: { game: GameDetails; mode: PlayMode }) {
  const { locale } = useLocale();
  const { isAuthenticated } = useSession();
  const { state, retry } = useGameLaunch(game.slug, mode, () => {
    if (!isAuthenticated && mode === "demo") rememberGuestRecent(game.slug);
  });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const ready = state.status === "ready";
  const wallet = usePlayWallet(mode, ready);
  const { i18n } = useLingui();
  // The last refused spin's code (issue 27 point 7), until the next round is played.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { onBalance: walletBalance } = wallet;
  const onBalance = useCallback(
    (message: SlotBalanceMessage) => {
      setRefusal(null);
      walletBalance(message);
    },
    [walletBalance],
  );
  useGameMessages(frameRef, ready ? state.launch.url : null, onBalance, (message) => setRefusal(message.code));
  useGamePause(frameRef, ready ? state.launch.url : null);
  const clock = useSessionClock(ready ? state.startedAt : null);

  if (state.status === "refused") {
    return <PlayBlockNotice block={state.block} slug={game.slug} hasDemo={game.demo} isLoggedIn={isAuthenticated} onRetry={retry} />;
  }
  const money = (amount: number) => (wallet.currency ? formatMoney(amount, wallet.currency, locale, { crypto: wallet.crypto }) : null);
  const netText = wallet.net === null ? null : money(wallet.net);
  const direction = wallet.net === null ? 0 : (Math.sign(wallet.net) as -1 | 0 | 1);
  return (
    <div className={styles.page}>
      <PlayBar
        name={game.name}
        slug={game.slug}
        mode={mode}
        clock={clock}
        balance={wallet.balance === null ? null : money(wallet.balance)}
        net={netText === null ? null : { text: direction === 1 ? `+${netText}` : netText, direction }}
        showDeposit={isAuthenticated}
        refusal={refusal === null ? null : i18n._(spinRefusalMessage(refusal))}
        onFullscreen={canFullscreen() ? () => void stageRef.current?.requestFullscreen().catch(() => undefined) : undefined}
      />
      <GameFrame title={game.name} url={ready ? state.launch.url : null} frameRef={frameRef} stageRef={stageRef} />
    </div>
  );
}
