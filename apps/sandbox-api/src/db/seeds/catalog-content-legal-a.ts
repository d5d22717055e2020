// English legal pages as simple HTML (headings, paragraphs, lists): the shell sanitises and renders them.
// They are written for a white-label site, so they speak of "the Operator" and "the Website".

export const privacyPolicy = `
<h1>Privacy Policy</h1>
<p>This Privacy Policy explains how the Operator of this Website collects, uses, shares and protects your personal data when you visit the Website, open an account or play. We process personal data in line with the applicable data protection laws, including the EU General Data Protection Regulation (GDPR) where it applies.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> name, e-mail address, date of birth, gender, address, phone number, country and currency.</li>
<li><strong>Verification data:</strong> copies of identity documents, proof of address and payment documents provided for KYC checks.</li>
<li><strong>Financial data:</strong> deposits, withdrawals, payment method details (card numbers are held only by our payment providers) and transaction history.</li>
<li><strong>Gaming data:</strong> games played, bets, wins, bonuses and limits you set.</li>
<li><strong>Technical data:</strong> IP address, approximate location, device type, browser, screen resolution, language and cookies.</li>
</ul>
<h2>2. Why we use your data</h2>
<ul>
<li>To open and run your account and to provide the games and services you ask for (performance of a contract).</li>
<li>To verify your age and identity, prevent fraud and money laundering, and meet licensing obligations (legal obligation).</li>
<li>To protect players through responsible gambling tools and checks (legal obligation and legitimate interest).</li>
<li>To improve the Website and measure its use (legitimate interest), and to send marketing where you agreed to it (consent).</li>
</ul>
<h2>3. Sharing</h2>
<p>We share data only with payment providers, game providers, identity verification and fraud-prevention services, hosting and support providers bound by contract, and with regulators, courts or law enforcement where the law requires it. We never sell your personal data.</p>
<h2>4. International transfers</h2>
<p>Where data leaves the European Economic Area, we rely on adequacy decisions or standard contractual clauses to keep it protected.</p>
<h2>5. Retention</h2>
<p>We keep account and transaction records for as long as your account is open and for at least five years after it closes, as anti-money-laundering rules require. Marketing preferences are kept until you withdraw consent.</p>
<h2>6. Your rights</h2>
<p>You may ask for access to, correction or deletion of your data, restrict or object to its processing, ask for a copy in a portable format and withdraw consent at any time. Some data must be kept by law even after a deletion request. You may also complain to your data protection authority.</p>
<h2>7. Cookies</h2>
<p>We use strictly necessary cookies to keep you logged in and remember your language, and, with your consent, analytics and marketing cookies. You can change your choice in your browser at any time.</p>
<h2>8. Security</h2>
<p>Data travels encrypted (TLS), access is limited to staff who need it, and our systems are monitored and regularly tested.</p>
<h2>9. Contact</h2>
<p>For any privacy question write to our Data Protection Officer through the Contacts page. We answer within one month.</p>
`;

export const termsAndConditions = `
<h1>Terms and Conditions</h1>
<p>These Terms and Conditions form a binding agreement between you and the Operator of this Website. By opening an account or using the Website you accept them, together with the Privacy Policy, the Bonus Terms and the Responsible Gambling policy.</p>
<h2>1. Eligibility</h2>
<ul>
<li>You must be at least 18 years old, or the legal gambling age in your country if it is higher.</li>
<li>You may hold only one account. Accounts opened from restricted countries, or with false details, will be closed.</li>
<li>Online gambling must be legal where you are; it is your responsibility to check.</li>
</ul>
<h2>2. Your account</h2>
<p>Keep your password secret: you are responsible for all activity on your account. Your details must be true and kept up to date. We may ask you to verify your identity, address and payment methods at any time, and may suspend payments until the checks are complete.</p>
<h2>3. Deposits and withdrawals</h2>
<ul>
<li>Deposits must be made from payment methods registered in your own name.</li>
<li>Withdrawals are paid, where possible, to the method used for the deposit. Deposits must be wagered at least once before a withdrawal.</li>
<li>Minimum and maximum amounts and processing times are shown in the cashier. We do not accept deposits made for the purpose of moving money.</li>
</ul>
<h2>4. Games</h2>
<p>Game rules and return-to-player figures are shown in each game. In case of a malfunction, all affected bets and wins are void. The result recorded by the game server is final.</p>
<h2>5. Bonuses</h2>
<p>Bonuses are subject to the Bonus Terms. Abuse of promotions, including multiple accounts or coordinated play, leads to forfeiture of bonuses and winnings.</p>
<h2>6. Responsible gambling</h2>
<p>You can set deposit, loss, bet and session limits, take a break or exclude yourself at any time from your profile. Self-excluded accounts can only withdraw their balance.</p>
<h2>7. Closing an account</h2>
<p>You may close your account at any time through support. We may close or suspend accounts that break these Terms, and we will pay out any balance that was won fairly.</p>
<h2>8. Liability</h2>
<p>The Website is provided as it is. We are not liable for losses caused by interruptions, technical failures or events beyond our control, except where the law does not allow this to be excluded.</p>
<h2>9. Changes and law</h2>
<p>We may change these Terms; material changes are announced on the Website before they apply. These Terms are governed by the law of the Operator's licensing jurisdiction.</p>
`;

export const amlPolicy = `
<h1>Anti-Money Laundering Policy</h1>
<p>The Operator is committed to preventing money laundering and the financing of terrorism and follows the anti-money-laundering (AML) and counter-terrorist-financing (CTF) rules of its licensing jurisdiction.</p>
<h2>1. Customer due diligence</h2>
<ul>
<li>We verify the identity, age and address of every player before the first withdrawal, and earlier where risk requires it.</li>
<li>Enhanced checks, including source of funds and source of wealth, apply to high deposits, politically exposed persons and players from higher-risk countries.</li>
<li>Players are screened against international sanctions and PEP lists.</li>
</ul>
<h2>2. Monitoring</h2>
<p>Deposits, withdrawals and play are monitored for unusual patterns, such as deposits withdrawn without play, many payment methods, or amounts that do not match a player's profile.</p>
<h2>3. Payments</h2>
<ul>
<li>Deposits are accepted only from payment methods in the player's own name.</li>
<li>A deposit must be wagered at least once before it can be withdrawn.</li>
<li>Winnings are paid back, where possible, to the method used to deposit.</li>
</ul>
<h2>4. Reporting</h2>
<p>Suspicious activity is reported to the competent financial intelligence unit. The law forbids us to tell a player about such a report. Accounts may be frozen while an investigation is under way.</p>
<h2>5. Record keeping</h2>
<p>Identification documents and transaction records are kept for at least five years after the business relationship ends.</p>
<h2>6. Training</h2>
<p>All staff receive AML training when they join and every year after, and a Money Laundering Reporting Officer oversees this policy.</p>
`;
