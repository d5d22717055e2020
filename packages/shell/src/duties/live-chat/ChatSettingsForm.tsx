import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { chatSettingsQueryOptions, updateChatSettingsMutationOptions } from "@casino/api-client";
import { Checkbox, Skeleton, Text } from "@casino/ui-kit";
import { askNotificationPermission } from "./chat-alerts.ts";
import * as styles from "./LiveChat.css.ts";

/** The player's chat settings: a sound and a notification for support's answers. */
export function ChatSettingsForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(chatSettingsQueryOptions());
  const update = useMutation(updateChatSettingsMutationOptions(queryClient));
  if (settings.isPending) return <Skeleton lines={2} />;
  const current = settings.data ?? { sound: true, notifications: true };
  return (
    <fieldset className={styles.fieldset} disabled={update.isPending}>
      <legend>
        <Text weight="bold">{t`Chat settings`}</Text>
      </legend>
      <Checkbox
        label={t`Sound`}
        hint={t`Play a sound when support answers.`}
        checked={current.sound}
        data-autofocus
        onChange={(event) => update.mutate({ sound: event.target.checked })}
      />
      <Checkbox
        label={t`Notifications`}
        hint={t`Show a notification when support answers while this tab is in the background.`}
        checked={current.notifications}
        onChange={(event) => {
          if (event.target.checked) askNotificationPermission();
          update.mutate({ notifications: event.target.checked });
        }}
      />
      {update.isError ? <Text tone="danger">{t`Your settings could not be saved. Please try again.`}</Text> : null}
    </fieldset>
  );
}
