import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../../layout/Inline.tsx";
import { Button } from "../Button/Button.tsx";
import { toastTones, useToast, type ToastTone } from "./toast-context.ts";
import { ToastProvider } from "./ToastProvider.tsx";

const samples: Record<ToastTone, { title: string; description: string }> = {
  info: { title: "New tournament", description: "The weekend race starts in 10 minutes." },
  success: { title: "Deposit received", description: "€ 50.00 was added to your balance." },
  warning: { title: "Bonus expires soon", description: "Wager the remaining € 12.40 within 24 hours." },
  danger: { title: "Deposit failed", description: "Your bank declined the payment. Try another method." },
};

function Launcher({ duration }: { duration: number | null }) {
  const toast = useToast();
  return (
    <Inline gap="sm">
      {toastTones.map((tone) => (
        <Button key={tone} variant="secondary" onClick={() => toast.show({ tone, duration, ...samples[tone] })}>
          Show {tone}
        </Button>
      ))}
    </Inline>
  );
}

function Demo({ duration }: { duration: number | null }) {
  return (
    <ToastProvider>
      <Launcher duration={duration} />
    </ToastProvider>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Demo,
  args: { duration: 5000 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sticky: Story = { args: { duration: null } };
