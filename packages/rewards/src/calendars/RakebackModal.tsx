import { RakebackCalendar } from "./RakebackCalendar.tsx";

/** `?modal=rakeback`: the rewards calendar over any page (spec §2). */
export default function RakebackModal() {
  return <RakebackCalendar />;
}
