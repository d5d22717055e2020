import AwayStatusDuty from "./AwayStatusDuty.tsx";
import SessionWatch from "./SessionWatch.tsx";

/** The session slice's one player duty: the session watch and the away status, side by side. */
export default function SessionDuty() {
  return (
    <>
      <SessionWatch />
      <AwayStatusDuty />
    </>
  );
}
