import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLingui } from "@lingui/react";
import { HistoryTable } from "./HistoryTable.tsx";
import { historyRows } from "./HistoryPanel.tsx";
import { ROUNDS, TRANSACTIONS } from "./history-fixtures.ts";
import { CASINO_VIEW, TRANSACTIONS_VIEW, type HistoryViewConfig } from "./history-views.ts";
import { historyFormat } from "./use-history-format.ts";

type Props = { view: "transactions" | "casino"; loading?: boolean; updating?: boolean; layout?: "table" | "cards"; dir?: "ltr" | "rtl" };

function Table<Row>({ config, rows, ...props }: Omit<Props, "view"> & { config: HistoryViewConfig<Row>; rows: readonly Row[] }) {
  const { i18n } = useLingui();
  const format = historyFormat(i18n, (code) => code === "BTC");
  return (
    <div dir={props.dir ?? "ltr"}>
      <HistoryTable
        caption={i18n._(config.caption)}
        columns={config.columns.map((c) => ({ key: c.key, label: i18n._(c.label), numeric: c.numeric ?? false, wrap: c.wrap ?? false }))}
        rows={historyRows(config, rows, format)}
        loading={props.loading ?? false}
        updating={props.updating ?? false}
        {...(props.layout ? { layout: props.layout } : {})}
      />
    </div>
  );
}

/** The history table alone, driven by props: the two views' rows, skeletons, the dimmed update and the phone cards. */
function HistoryTableStory({ view, ...props }: Props) {
  return view === "casino" ? <Table config={CASINO_VIEW} rows={ROUNDS} {...props} /> : <Table config={TRANSACTIONS_VIEW} rows={TRANSACTIONS} {...props} />;
}

const meta = {
  title: "Account/History/HistoryTable",
  component: HistoryTableStory,
  args: { view: "transactions" },
} satisfies Meta<typeof HistoryTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const FilledTransactions: Story = {};
export const FilledCasinoHistory: Story = { args: { view: "casino" } };
export const UpdatingPage: Story = { args: { updating: true } };
export const Mobile: Story = { args: { layout: "cards" }, parameters: { viewport: { defaultViewport: "mobile1" } } };
export const MobileLoading: Story = { args: { layout: "cards", loading: true } };
export const RightToLeft: Story = { args: { view: "casino", dir: "rtl" } };
