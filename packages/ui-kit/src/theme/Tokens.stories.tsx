import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties } from "react";
import { Inline } from "../layout/Inline.tsx";
import { Stack } from "../layout/Stack.tsx";
import { Text } from "../layout/Text.tsx";
import { vars } from "./contract.css.ts";

// A designer's view of the active brand's tokens; switch brands and schemes in the toolbar.
function Swatch({ name, color, on }: { name: string; color: string; on?: string }) {
  const style: CSSProperties = {
    width: "9rem",
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.surface.border}`,
    background: color,
    color: on ?? vars.text.primary,
    fontSize: vars.fontSize.sm,
  };
  return <div style={style}>{name}</div>;
}

function Tokens() {
  const tones = ["brand", "accent", "success", "warning", "danger", "info"] as const;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Text as="h2" size="xl" font="heading" weight="heading">
          Colours
        </Text>
        <Inline gap="sm">
          {tones.map((tone) => (
            <Swatch key={tone} name={tone} color={vars.color[tone]} on={vars.color[`${tone}Contrast`]} />
          ))}
        </Inline>
        <Inline gap="sm">
          {(["page", "raised", "sunken", "overlay", "border", "borderStrong"] as const).map((surface) => (
            <Swatch key={surface} name={surface} color={vars.surface[surface]} />
          ))}
        </Inline>
        <Inline gap="md">
          {(["primary", "secondary", "muted", "link"] as const).map((tone) => (
            <Text key={tone} tone={tone}>
              {tone} text
            </Text>
          ))}
        </Inline>
      </Stack>
      <Stack gap="xs">
        <Text as="h2" size="xl" font="heading" weight="heading">
          Type scale
        </Text>
        {(["xxxl", "xxl", "xl", "lg", "md", "sm", "xs"] as const).map((size) => (
          <Text key={size} size={size}>
            {size} · Spin the reels, claim the bonus
          </Text>
        ))}
        <Text font="mono">mono · TX-2024-000123</Text>
      </Stack>
      <Stack gap="sm">
        <Text as="h2" size="xl" font="heading" weight="heading">
          Radii
        </Text>
        <Inline gap="sm">
          {(["sm", "md", "lg", "xl", "control", "field", "card"] as const).map((radius) => (
            <div
              key={radius}
              style={{ width: "6rem", padding: vars.space.sm, background: vars.surface.raised, border: `1px solid ${vars.surface.borderStrong}`, borderRadius: vars.radius[radius] }}
            >
              <Text size="sm">{radius}</Text>
            </div>
          ))}
        </Inline>
      </Stack>
    </Stack>
  );
}

const meta = { title: "Foundations/Tokens", component: Tokens } satisfies Meta<typeof Tokens>;

export default meta;

export const Overview: StoryObj<typeof meta> = {};
