import * as v from "valibot";

/** The sandbox's success envelope `{ success: true, data }` around a call's data schema. */
export const successEnvelope = <S extends v.GenericSchema>(data: S) =>
  v.object({ success: v.literal(true), data });

/** `{ success: true, message }`: calls that answer with a confirmation text only. */
export const MessageResponseSchema = v.object({ success: v.literal(true), message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;
