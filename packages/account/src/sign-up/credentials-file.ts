/** The text of the downloadable credentials file: what a player needs to log in again, nothing more. */
export function credentialsFileText(input: { brandName: string; siteUrl: string; username: string; password: string }): string {
  return [input.brandName, input.siteUrl, "", `Username: ${input.username}`, `Password: ${input.password}`, ""].join("\n");
}

/** A safe file name from the brand name: "Noir Casino" -> "noir-casino-login.txt". */
export function credentialsFileName(brandName: string): string {
  const slug = brandName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "casino"}-login.txt`;
}

/** Saves `text` as a .txt download through a temporary object URL. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
