import type { LegalDefault } from './legal.seed';

/** The default text of the Investment Risk Disclosure (legal.seed.ts lists every legal document). */
export const riskDisclosure: LegalDefault = {
  slug: 'risk-disclosure',
  title: 'Investment Risk Disclosure',
  summary:
    'Trading carries a high risk of loss. Our webinars and content are education only, not investment advice, and no results or profits are guaranteed.',
  body: `Please read this disclosure carefully before you attend a webinar, read our content or act on anything you learn from Meridian Trading Academy. It forms part of our Terms & Conditions.

Trading and investing in financial markets involve a high level of risk and are not suitable for everyone. You can lose some or all of the money you invest, and with some products you can lose more than you deposit. Do not trade with money you cannot afford to lose.

## 1. Education, not advice

1. Meridian Trading Academy provides education. Our webinars, blog posts, newsletters, examples, slides and any other materials explain concepts, tools and methods for general learning purposes only.
2. Nothing we publish or say is investment, financial, tax or legal advice, or a recommendation or solicitation to buy, sell or hold any security, derivative, currency, cryptoasset or other instrument.
3. We do not know your financial situation, objectives, experience or tolerance for risk, and we do not assess whether any trade or strategy is suitable for you. Presenters and staff do not act as your adviser, broker or portfolio manager, and we do not manage money for anyone.
4. Any trades shown during a session, including live or simulated trades, are for illustration only. They are not signals, and you should not copy them.
5. Unless expressly stated, Meridian Trading Academy and its presenters are not registered as investment advisers, broker-dealers or similar regulated firms in any jurisdiction.

## 2. No guarantees

1. No method, indicator, system or strategy taught in our webinars can guarantee profits or prevent losses. Markets are affected by events nobody can predict, and a method that has worked in the past can stop working without warning.
2. We make no promise that attending our webinars will improve your trading results, replace your income or lead to financial independence.
3. Be wary of anyone, including people who claim to be associated with us, who promises guaranteed, risk-free or unusually high returns. Our affiliates are not permitted to make such claims, and we ask you to report any that you see.

## 3. Past performance and hypothetical results

1. Past performance is not a reliable indicator of future results. This applies to markets, to instruments, to strategies and to the results of any person.
2. Hypothetical or simulated results, including backtests and paper trades, have inherent limitations. They are prepared with the benefit of hindsight, do not involve real money, and do not reflect the effect of slippage, commissions, liquidity, taxes or the emotional pressure of live trading. Real results usually differ, sometimes very significantly.

## 4. Testimonials are not typical

Testimonials, reviews and success stories reflect the experience of the individual concerned. They are not typical and are not a guarantee or prediction of what you will achieve. Many people who study trading lose money. Results depend on many factors, including capital, discipline, experience, market conditions and time, most of which are outside our control. Where a person featured in our material has received a free seat, payment or any other benefit, we disclose that fact next to their statement.

## 5. Risks of particular products

Our sessions may discuss a range of markets and instruments. Each has its own risks, and these are some of the most important.

### 5.1 Leverage and margin

Leverage lets you control a large position with a small deposit. It magnifies losses exactly as it magnifies gains. A small price move against you can wipe out your margin, lead to margin calls at short notice, and cause your broker to close your positions at a loss without asking you. With some products and brokers, losses can exceed your deposit, leaving you owing money.

### 5.2 Options

Options are complex. Buyers can lose the entire premium paid, often quickly, because options lose value over time and with changes in volatility. Sellers (writers) of options can face losses far larger than the premium received; losses on uncovered (naked) call options are theoretically unlimited. Exercise and assignment can happen at inconvenient times and create positions you did not intend to hold.

### 5.3 Futures and contracts for difference

Futures and contracts for difference (CFDs) are leveraged products. Losses can exceed the initial margin, and positions can be closed out automatically if you cannot meet margin requirements. CFDs are not permitted for retail clients in some countries, including the United States.

### 5.4 Foreign exchange (forex)

Currency markets trade around the clock and can move sharply on economic data, central bank decisions and political events, including when you are not watching. Retail forex is usually traded with high leverage. Spreads can widen dramatically, and prices can gap over stop orders, so a stop-loss order does not guarantee that your loss will be limited to the level you chose.

### 5.5 Cryptoassets

Cryptoassets are highly volatile and speculative, and in many places they are largely unregulated. Their value can fall to zero. Trading platforms can fail, be hacked or freeze withdrawals, and you may have no compensation scheme or regulator to turn to. Transactions sent in error are usually irreversible, and leveraged crypto derivatives carry the risks described above in addition to these.

### 5.6 Stocks and other securities

Share prices can fall sharply because of company news, sector trends or wider market conditions. Small-cap and low-liquidity stocks can be hard to sell at a fair price, and short selling exposes you to potentially unlimited losses.

## 6. Practical risks

1. Trading platforms, internet connections and data feeds can fail. Orders may be delayed, rejected or filled at prices different from those you expected.
2. Market gaps, halts and low liquidity can prevent you from exiting a position.
3. Trading costs, including commissions, spreads, financing charges and taxes, reduce returns and can turn a profitable strategy into a losing one.
4. Trading on borrowed money or money needed for living costs, debts or retirement can have serious consequences for you and your family.

## 7. Your responsibility

1. You alone are responsible for your trading and investment decisions and for the results of those decisions.
2. Before you trade, make sure you understand the product, the fees, the risks and how your broker handles margin and client money. Read the risk warnings and disclosure documents your broker provides, and check that the firm is authorised by the regulator in your country.
3. Consider practising with a demo account before risking real money, and never risk more than you can afford to lose.
4. Consult a licensed financial adviser, and where relevant a tax or legal professional, who can consider your personal circumstances before you make investment decisions.

## 8. Limitation of our responsibility

To the extent permitted by law, Meridian Trading Academy, its presenters, staff and affiliates are not liable for any trading or investment loss you incur, whether or not it relates to material you saw or heard from us. Our full liability terms are set out in our Terms & Conditions.

## 9. Questions

If anything in this disclosure is unclear, please contact us before you attend a session, using the contact details on our [Support page](/support). We would rather answer your question first than have you take part without understanding the risks.
`,
};
