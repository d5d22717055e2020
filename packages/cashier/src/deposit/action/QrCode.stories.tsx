import type { Meta, StoryObj } from "@storybook/react-vite";
import { QrView } from "./QrCode.tsx";

const meta = { title: "Cashier/Deposit/QrCode", component: QrView, args: { src: null, alt: "UPI payment QR code" } } satisfies Meta<typeof QrView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR library is still loading. */
export const Loading: Story = {};
