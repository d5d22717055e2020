import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withShellFrame } from "@casino/shell/story-support";
import { ONBOARDING_STEPS } from "./onboarding-steps.ts";
import { OnboardingTour, type OnboardingTourProps } from "./OnboardingTour.tsx";

/** Starts at the story's step and lets Next / Back move on from there. */
function Interactive(props: OnboardingTourProps) {
  const [index, setIndex] = useState(props.index);
  return <OnboardingTour {...props} index={index} onIndexChange={setIndex} />;
}

const meta = {
  title: "Account/Onboarding/OnboardingTour",
  component: OnboardingTour,
  render: (args) => <Interactive {...args} />,
  args: { steps: ONBOARDING_STEPS, index: 0, brandName: "Demo Casino", onIndexChange: () => undefined, onSkip: () => undefined, onFinish: () => undefined },
  decorators: [withShellFrame(), (Story) => <div style={{ maxInlineSize: "32rem" }}>{Story()}</div>],
} satisfies Meta<typeof OnboardingTour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
export const Deposit: Story = { args: { index: 1 } };
export const Games: Story = { args: { index: 2 } };
export const Bonuses: Story = { args: { index: 3 } };
export const PlayResponsibly: Story = { args: { index: 4 } };
