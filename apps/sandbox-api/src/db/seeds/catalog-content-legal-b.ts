// English legal pages, continued (see catalog-content-legal-a.ts).

export const responsibleGambling = `
<h1>Responsible Gambling</h1>
<p>Gambling should be entertainment, never a way to make money or escape problems. We want you to stay in control and offer tools that help.</p>
<h2>Keep it fun</h2>
<ul>
<li>Set a budget before you play and only gamble with money you can afford to lose.</li>
<li>Set a time limit and take regular breaks.</li>
<li>Never chase losses, and do not gamble when upset, tired or under the influence of alcohol.</li>
<li>Balance gambling with other activities.</li>
</ul>
<h2>Tools in your profile</h2>
<ul>
<li><strong>Deposit, loss and bet limits</strong>, daily, weekly or monthly. Lowering a limit applies at once; raising it is possible only after a cooling-off time.</li>
<li><strong>Session time limit</strong> from 10 minutes up to 30 days.</li>
<li><strong>Account freeze</strong> for 1 day, 3 days, a week or 10 days.</li>
<li><strong>Self-exclusion</strong> for 1 hour up to several months, or permanently. During self-exclusion you can only withdraw your balance.</li>
</ul>
<h2>Warning signs</h2>
<p>Spending more than you planned, borrowing to gamble, hiding gambling from others or feeling anxious when not playing can be signs of a problem. If you recognise them, take a break and seek help.</p>
<h2>Getting help</h2>
<p>Confidential help is available from organisations such as Gamblers Anonymous, GamCare and BeGambleAware, and from national helplines in your country. Our support team can also apply limits or an exclusion for you at any time.</p>
<h2>Protecting minors</h2>
<p>Nobody under 18 may play. We verify the age of every player. Parental control software can block gambling websites on shared devices.</p>
`;

export const kycRefundPolicy = `
<h1>KYC and Refund Policy</h1>
<h2>1. Know Your Customer</h2>
<p>To protect players and meet our licence conditions we verify every player's identity. We may ask for:</p>
<ul>
<li><strong>Proof of identity:</strong> a valid passport, national ID card or driving licence showing your photo, full name and date of birth.</li>
<li><strong>Proof of address:</strong> a utility bill or bank statement not older than three months.</li>
<li><strong>Proof of payment:</strong> a photo of the card used (first six and last four digits visible, the rest covered, cardholder name visible) or a screenshot of your e-wallet or crypto wallet.</li>
</ul>
<p>Upload documents as JPG, PNG or PDF files of up to 25 MB from the verification page of your profile. We review them within 24 hours. Withdrawals are paid only once verification is complete.</p>
<h2>2. Refunds</h2>
<ul>
<li>Deposits that were used to play cannot be refunded.</li>
<li>A deposit credited by mistake, or twice for one payment, is refunded to the original payment method after review.</li>
<li>If an account is closed because of a breach of the Terms, deposits not yet played may be refunded after deduction of fees charged by the payment provider.</li>
<li>Request a refund through support within 30 days of the deposit, giving the transaction ID.</li>
</ul>
<h2>3. Chargebacks</h2>
<p>Please contact support before asking your bank for a chargeback. Accounts with a chargeback are suspended until it is resolved, and related winnings may be void.</p>
`;

export const bonusTerms = `
<h1>Bonus Terms</h1>
<h2>Welcome offer</h2>
<p>New players receive a 100% bonus on their first deposit up to 1000 EUR plus 100 free spins. The minimum qualifying deposit is 100 EUR (or the equivalent in your currency).</p>
<h2>General bonus rules</h2>
<ul>
<li>Only one bonus can be active at a time. Accepting a new deposit bonus cancels the current one.</li>
<li>Bonus funds must be wagered 35 times, and free spin winnings 40 times, before they can be withdrawn, unless the offer says otherwise.</li>
<li>While a bonus is active, the maximum bet is 5 EUR per spin or round, and only bonus-eligible games can be played.</li>
<li>Games contribute differently to wagering: slots 100%, table and live games 10%, unless stated otherwise.</li>
<li>Unless stated otherwise, a bonus must be wagered within 30 days and free spins used within 24 hours, after which they expire.</li>
<li>An active bonus blocks withdrawals. Withdrawing before wagering is complete forfeits the bonus and its winnings.</li>
</ul>
<h2>Bonus types</h2>
<ul>
<li><strong>Deposit bonuses</strong> add a percentage of the deposit up to a maximum.</li>
<li><strong>Free spins</strong> are credited on the listed games at a fixed bet.</li>
<li><strong>No-deposit bonuses</strong> and free spins without deposit have a maximum win and are limited to one per household.</li>
<li><strong>Cashback and rakeback</strong> are paid into the rewards calendar and can be claimed on the day shown.</li>
</ul>
<h2>Abuse</h2>
<p>Multiple accounts, bonus hunting without real play, low-risk betting patterns and any attempt to exploit a promotion lead to the removal of bonuses and related winnings and may lead to account closure.</p>
`;

export const legalUseOfWebsite = `
<h1>Legal Use of the Website</h1>
<p>Using this Website is allowed only where online gambling is legal for you. By entering the Website you confirm that:</p>
<ul>
<li>you are at least 18 years old, or older where local law sets a higher age;</li>
<li>you are not in a country or region where the Website is restricted, and you do not use a VPN or other means to hide your location;</li>
<li>you play for yourself, with your own money, and not on behalf of anyone else;</li>
<li>you are not self-excluded from gambling with us or any other operator;</li>
<li>you will not use software, bots or any technique that gives an unfair advantage, and will not interfere with the Website's operation.</li>
</ul>
<h2>Intellectual property</h2>
<p>The Website, its games, texts, graphics and logos belong to the Operator or its licensors. You may not copy, change or distribute them without written permission.</p>
<h2>Restricted territories</h2>
<p>The list of restricted countries may change because of licence conditions. Access from a restricted territory is blocked; accounts found to be used from such a territory are closed and their deposits refunded.</p>
`;
