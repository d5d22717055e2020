import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { SmsResetForm } from "./SmsResetForm.tsx";

const country = (code: string, name: string, phoneCode: string) => ({ code, name, phoneCode, flag: "" });
const allCountries = [country("DE", "Germany", "+49"), country("MT", "Malta", "+356"), country("US", "United States", "+1"), country("AX", "Åland", "+358")];

const meta = {
  title: "Account/SmsResetForm",
  component: SmsResetForm,
  args: { onDone: () => undefined },
  decorators: [
    (Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>,
    withShellFrame({
      brand: { useSMSResetPassword: true },
      seed: (queryClient) => queryClient.setQueryData(["countries"], { countries: { rows: allCountries, count: allCountries.length }, allCountries }),
    }),
  ],
} satisfies Meta<typeof SmsResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the phone code (AX left out, deduplicated, sorted) and number; "Send code" texts the 6-digit code. */
export const PhoneStep: Story = {};
