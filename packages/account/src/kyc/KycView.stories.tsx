import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { DocumentUploadView } from "./DocumentUploadView.tsx";
import { KycSkeleton } from "./KycStates.tsx";
import { KycView } from "./KycView.tsx";
import { storyData, storyDocument, storyPng } from "./story-data.ts";
import { IDLE_UPLOAD } from "./use-document-upload.ts";
import { LoadError as LoadErrorView } from "@casino/shell";

const noop = () => undefined;

const meta = {
  title: "Account/KYC/Verification page",
  component: KycView,
  decorators: [withShellFrame()],
  args: { data: storyData({}), onRefresh: noop },
} satisfies Meta<typeof KycView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <KycSkeleton /> };

export const LoadError: Story = { render: () => <LoadErrorView onRetry={noop} /> };

export const NothingUploaded: Story = {};

export const Pending: Story = {
  args: { data: storyData({ identity_proof: storyDocument("identity_proof", "pending") }, { status: "PENDING" }) },
};

export const Approved: Story = {
  args: {
    data: storyData(
      { identity_proof: storyDocument("identity_proof", "approved"), proof_of_address: storyDocument("proof_of_address", "approved") },
      { status: "APPROVED" },
    ),
  },
};

export const RejectedWithReason: Story = {
  args: {
    data: {
      ...storyData({ identity_proof: storyDocument("identity_proof", "rejected", { reason: "The photo is blurred: all four corners must be readable." }) }, { status: "REJECTED" }),
    },
  },
};

export const RequestedByOperator: Story = {
  args: {
    data: storyData({ bank_statement: storyDocument("bank_statement", "requested", { fileName: null, size: null, uploadedAt: null, reason: "Please show the source of your last deposit." }) }, { status: "REQUESTED" }),
  },
};

export const UploadInProgress: Story = {
  args: {
    data: storyData({}),
    renderUpload: (kind, kindTitle) => (
      <DocumentUploadView
        kindTitle={kindTitle}
        state={kind === "identity_proof" ? { phase: "uploading", file: storyPng(), problem: null, progress: { loaded: 620_000, total: 1_000_000 } } : IDLE_UPLOAD}
        onChoose={noop}
        onUpload={noop}
        onCancel={noop}
        onClear={noop}
      />
    ),
  },
};

export const Discrepancy: Story = {
  args: { data: storyData({ identity_proof: storyDocument("identity_proof", "approved") }, { status: "PENDING", discrepancy: "documents-say-otherwise" }) },
};

export const BeforeDepositLock: Story = { args: { data: storyData({}, { access: "after-first-deposit" }) } };
