import type { Seed } from "../seed.ts";
import { noTagRules, paymentMethodSeeds } from "./payments-method-data.ts";
import { methodTitlesByLocale } from "./payment-texts.ts";

const json = (value: unknown) => JSON.stringify(value);

export const paymentsMethodsSeed: Seed = {
  id: "payments-methods",
  run(db) {
    const insert = db.prepare(
      `INSERT INTO payment_methods (name, title, raw_title, description, thumbnail_url, is_active, hidden, withdrawal_exist,
         sort_priority, payment_method, flow, is_card_form, is_crypto, requires_email_verification, requires_phone,
         allowed_countries_json, restricted_countries_json, tag_restricted_countries_json, allowed_currencies_json,
         restricted_currencies_json, allow_emails_json, allow_tags_json, limits_json, withdrawal_limits_json,
         withdrawal_fee_percent, networks_json, deposit_fields_json, withdrawal_fields_json, title_texts_json)
       VALUES (@name, @title, @rawTitle, @description, @thumbnailUrl, @isActive, @hidden, @withdrawalExist, @sortPriority,
         @paymentMethod, @flow, @isCardForm, @isCrypto, @requiresEmailVerification, @requiresPhone, @allowedCountries,
         @restrictedCountries, @tagRestrictedCountries, @allowedCurrencies, @restrictedCurrencies, @allowEmails, @allowTags,
         @limits, @withdrawalLimits, @withdrawalFeePercent, @networks, @depositFields, @withdrawalFields, @titleTexts)`,
    );
    for (const m of paymentMethodSeeds) {
      const titles = Object.entries(methodTitlesByLocale).flatMap(([locale, texts]) => {
        const title = (texts as Partial<Record<string, string>>)[m.name];
        return title ? [[locale, title]] : [];
      });
      insert.run({
        name: m.name, title: m.title, rawTitle: m.title.toUpperCase(), description: m.description,
        thumbnailUrl: `/sandbox/payments/thumbnails/${m.name}.svg`,
        isActive: Number(m.isActive ?? true), hidden: Number(m.hidden ?? false),
        withdrawalExist: Number(Object.keys(m.withdrawalLimits ?? {}).length > 0),
        sortPriority: m.sortPriority, paymentMethod: m.paymentMethod, flow: m.flow,
        isCardForm: Number(m.isCardForm ?? false), isCrypto: Number(m.isCrypto ?? false),
        requiresEmailVerification: Number(m.requiresEmailVerification ?? false), requiresPhone: Number(m.requiresPhone ?? false),
        allowedCountries: json(m.allowedCountries ?? []), restrictedCountries: json(m.restrictedCountries ?? []),
        tagRestrictedCountries: json(m.tagRestrictedCountries ?? noTagRules),
        allowedCurrencies: json(m.allowedCurrencies ?? []), restrictedCurrencies: json(m.restrictedCurrencies ?? []),
        allowEmails: json(m.allowEmails ?? []), allowTags: json(m.allowTags ?? []),
        limits: json(m.limits), withdrawalLimits: json(m.withdrawalLimits ?? {}), withdrawalFeePercent: m.withdrawalFeePercent ?? 0,
        networks: json(m.networks ?? []), depositFields: json(m.depositFields ?? []), withdrawalFields: json(m.withdrawalFields ?? []),
        titleTexts: json(Object.fromEntries(titles)),
      });
    }
  },
};
