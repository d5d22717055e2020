import { useRouterState } from "@tanstack/react-router";
import { RakebackCalendar } from "./RakebackCalendar.tsx";

/** `?modal=rakeback`: the rewards calendar over any page (spec §2); a guest's login comes back to it. */
export default function RakebackModal() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <RakebackCalendar loginReturn={`${pathname}?modal=rakeback`} />;
}
