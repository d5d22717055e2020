import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { redeemCouponMutationOptions } from "@casino/api-client";
import { Button, TextField } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import { couponFailure, couponRedeemed, type CouponOutcome } from "./coupon-outcome.ts";
import * as styles from "./FreeMoneyPage.css.ts";

export function CouponOutcomeMessage({ outcome }: { outcome: CouponOutcome }) {
  const { t } = useLingui();
  const money = useMoney();
  if (outcome.kind === "redeemed") {
    const amount = money(outcome.amount, outcome.currencyCode);
    return <p className={styles.success} role="status">{t`Coupon redeemed: ${amount} of bonus money was added to your balance.`}</p>;
  }
  const text = {
    already_redeemed: t`You have already redeemed this coupon.`,
    invalid: t`This coupon code is not valid. Check it and try again.`,
    self_excluded: t`You are excluded from play, so coupons cannot be redeemed.`,
    failed: t`The coupon could not be redeemed. Please try again.`,
  }[outcome.kind];
  return <p className={styles.problem} role="alert">{text}</p>;
}

/** The coupon code field (POST coupon/redeem): a failure keeps what was typed; a success empties it. */
export function CouponForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const redeem = useMutation(redeemCouponMutationOptions(queryClient));
  const [outcome, setOutcome] = useState<CouponOutcome | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const submit = form.handleSubmit(({ code }) => {
    if (redeem.isPending) return;
    setOutcome(null);
    redeem.mutate(
      { code: code.trim() },
      {
        onSuccess: (result) => {
          setOutcome(couponRedeemed(result));
          form.reset({ code: "" });
        },
        onError: (error) => setOutcome(couponFailure(error)),
      },
    );
  });
  const error = form.formState.errors.code?.message;
  return (
    <form className={styles.coupon} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t`Coupon code`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={error}
        {...form.register("code", { validate: (value) => value.trim() !== "" || t`Enter a coupon code.` })}
      />
      <Button type="submit" loading={redeem.isPending}>
        {t`Redeem`}
      </Button>
      {outcome ? <CouponOutcomeMessage outcome={outcome} /> : null}
    </form>
  );
}
