import { useLingui } from "@lingui/react/macro";
import { Skeleton, Stack, Surface, VisuallyHidden } from "@casino/ui-kit";
import * as styles from "./ProfileForm.css.ts";

/** The form's shape while the player and the countries load (skeletons, not a spinner; busy for screen readers). */
export function ProfileFormSkeleton({ sections = 2 }: { sections?: number }) {
  const { t } = useLingui();
  return (
    <div className={styles.form} aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      {Array.from({ length: sections }, (_, section) => (
        <Surface key={section}>
          <Skeleton shape="text" width="12rem" />
          <div className={styles.grid}>
            {Array.from({ length: 4 }, (_, field) => (
              <Stack key={field} gap="xs">
                <Skeleton shape="text" width="6rem" />
                <Skeleton shape="rect" height="2.75rem" />
              </Stack>
            ))}
          </div>
        </Surface>
      ))}
    </div>
  );
}
