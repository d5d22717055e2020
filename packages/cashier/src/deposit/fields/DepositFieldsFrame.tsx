import { useEffect, useMemo } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import * as v from "valibot";
import { Button } from "@casino/ui-kit";
import type { PaymentFieldName } from "@casino/api-client";
import type { DepositFormValues } from "../deposit-form-values.ts";
import { DepositFields, type DepositFieldsProps } from "./DepositFields.tsx";
import { depositFieldsSchema } from "./field-rules.ts";

export type DepositFieldsFrameProps = DepositFieldsProps & {
  now: Date;
  /** What the player typed already. */
  values?: Partial<Record<PaymentFieldName, string>>;
  /** Validates on first paint, so a story shows the messages at once. */
  validateAtStart?: boolean;
  onValid?: (fields: DepositFormValues["fields"]) => void;
};

/**
 * The deposit page's form reduced to the method fields (for stories and tests): the same FormProvider, the same
 * `fields.<name>` paths and depositFieldsSchema as the page's resolver, and a Pay button.
 */
export function DepositFieldsFrame({ now, values = {}, validateAtStart = false, onValid, ...props }: DepositFieldsFrameProps) {
  const { method, showAllFields, allowWithoutAddress } = props;
  const resolver = useMemo(() => {
    const fields = depositFieldsSchema(method, { showAllFields, allowWithoutAddress, now });
    const schema = v.object({ amount: v.number(), bonusId: v.nullable(v.number()), fields });
    return valibotResolver(schema, undefined, { raw: true }) as unknown as Resolver<DepositFormValues>;
  }, [method, showAllFields, allowWithoutAddress, now]);
  const form = useForm<DepositFormValues>({ resolver, defaultValues: { amount: 25, bonusId: null, fields: values } });

  useEffect(() => {
    if (validateAtStart) void form.trigger();
  }, [validateAtStart, form]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((data) => onValid?.(data.fields))} style={{ display: "grid", gap: "1rem", maxInlineSize: "28rem" }}>
        <DepositFields {...props} />
        <Button type="submit">Pay</Button>
      </form>
    </FormProvider>
  );
}
