import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { localisedText, parseSupportSettings, type SupportChannel } from "@casino/domain";
import { Button, Text, VisuallyHidden } from "@casino/ui-kit";
import { openLiveChat } from "../../duties/live-chat/open-live-chat.ts";
import { useUrlGate, type UrlGate } from "../../links/url-gate.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import * as styles from "./ContactsPage.css.ts";

type ShownChannel = { key: string; name: string; href: string; text: string; hours: string | undefined };

/** Where a channel's link goes: mailto and tel are built here; a messenger or help-centre link passes the URL gate. */
function hrefOf(channel: SupportChannel, gate: UrlGate): string | null {
  if (channel.kind === "email") return `mailto:${channel.value}`;
  if (channel.kind === "phone") return `tel:${channel.value.replace(/[^\d+]/g, "")}`;
  return gate("link", channel.value);
}

/** The brand's support channels (brand.json `support`) and, with showLiveChat, the live chat. */
export function SupportChannels() {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const gate = useUrlGate();
  const headingId = useId();
  const names: Record<SupportChannel["kind"], string> = {
    email: t`E-mail`,
    phone: t`Phone`,
    whatsapp: t`WhatsApp`,
    telegram: t`Telegram`,
    web: t`Help centre`,
  };
  const shown = parseSupportSettings(settings.support).channels.flatMap((channel, index): ShownChannel[] => {
    const href = hrefOf(channel, gate);
    if (!href) return [];
    const label = "label" in channel && channel.label ? localisedText(channel.label, i18n.locale) : undefined;
    const hours = channel.hours ? localisedText(channel.hours, i18n.locale) : undefined;
    return [{ key: `${channel.kind}-${index}`, name: names[channel.kind], href, text: label ?? channel.value, hours }];
  });
  const external = (href: string) => href.startsWith("https:");

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{t`Contact support`}</h2>
      {shown.length === 0 && !settings.showLiveChat ? (
        <Text as="p" tone="secondary">{t`No contact channels are listed yet. Please try again later.`}</Text>
      ) : (
        <ul className={styles.channels}>
          {settings.showLiveChat ? (
            <li className={styles.channel}>
              <h3 className={styles.channelName}>{t`Live chat`}</h3>
              <p className={styles.hours}>{t`Chat with our support team right here on the site.`}</p>
              <Button type="button" onClick={openLiveChat}>{t`Open the live chat`}</Button>
            </li>
          ) : null}
          {shown.map((channel) => (
            <li key={channel.key} className={styles.channel}>
              <h3 className={styles.channelName}>{channel.name}</h3>
              <a className={styles.channelLink} href={channel.href} {...(external(channel.href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {channel.text}
                {external(channel.href) ? <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden> : null}
              </a>
              {channel.hours ? <p className={styles.hours}>{channel.hours}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
