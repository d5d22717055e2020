import type { Meta, StoryObj } from "@storybook/react-vite";
import { DocumentUploadView } from "./DocumentUploadView.tsx";
import { storyPng } from "./story-data.ts";
import { IDLE_UPLOAD } from "./use-document-upload.ts";

const noop = () => undefined;
const pdf = new File(["%PDF-1.7"], "utility-bill-october.pdf", { type: "application/pdf" });

const meta = {
  title: "Account/KYC/Document upload",
  component: DocumentUploadView,
  args: { kindTitle: "Identity proof", state: IDLE_UPLOAD, onChoose: noop, onUpload: noop, onCancel: noop, onClear: noop },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof DocumentUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ImageChosen: Story = { args: { state: { ...IDLE_UPLOAD, phase: "ready", file: storyPng() } } };

export const PdfChosen: Story = { args: { state: { ...IDLE_UPLOAD, phase: "ready", file: pdf } } };

export const Uploading: Story = {
  args: { state: { phase: "uploading", file: storyPng(), problem: null, progress: { loaded: 420_000, total: 1_000_000 } } },
};

export const WrongTypeError: Story = { args: { state: { ...IDLE_UPLOAD, problem: { kind: "file", code: "FILE_TYPE" } } } };

export const TooLargeError: Story = { args: { state: { ...IDLE_UPLOAD, problem: { kind: "file", code: "FILE_TOO_LARGE" } } } };

export const NetworkFailure: Story = { args: { state: { phase: "ready", file: storyPng(), problem: { kind: "network" }, progress: null } } };

export const Cancelled: Story = { args: { state: { phase: "ready", file: pdf, problem: { kind: "cancelled" }, progress: null } } };

export const Uploaded: Story = { args: { state: { ...IDLE_UPLOAD, phase: "done" } } };
