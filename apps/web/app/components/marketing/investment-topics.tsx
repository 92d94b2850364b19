import { Text } from '@mantine/core';
import { IconBuildingBank, IconChartPie, IconCoin, IconDiamond, IconPigMoney, IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FeatureGrid, type FeatureItem } from './feature-grid';

function Explainer({ body, risk }: { body: string; risk: string }): ReactNode {
  return (
    <>
      <Text component="p" m={0} lh={1.65}>
        {body}
      </Text>
      <Text component="p" mt="sm" mb={0} lh={1.65}>
        <strong>Key risk:</strong> {risk}
      </Text>
    </>
  );
}

const topics: FeatureItem[] = [
  {
    icon: <IconRepeat aria-hidden />,
    title: 'Dividend Reimbursement',
    text: (
      <Explainer
        body="Better known as a dividend reinvestment plan (DRIP): instead of paying dividends out as cash, the plan uses them to buy more shares of the same company or fund, often in fractional amounts. Over years, those extra shares can earn dividends of their own."
        risk="dividends are never guaranteed. A company can cut or suspend them, and in a taxable account reinvested dividends are usually still taxed in the year they are paid."
      />
    ),
  },
  {
    icon: <IconPigMoney aria-hidden />,
    title: 'Mutual Funds',
    text: (
      <Explainer
        body="A mutual fund pools money from many investors and buys a basket of stocks, bonds or both, run by a professional manager or built to track an index. Shares are priced once a day at the fund's net asset value."
        risk="the fund's value can fall with its holdings, and its fees (the expense ratio and any sales charges) reduce your return every year, in good markets and bad."
      />
    ),
  },
  {
    icon: <IconBuildingBank aria-hidden />,
    title: '401k Roth IRA',
    text: (
      <Explainer
        body="A 401(k) is a retirement plan offered through your employer, and many plans include a Roth option; a Roth IRA is an individual account you open yourself. Roth contributions go in after tax, and qualified withdrawals in retirement come out tax-free. Both have annual contribution limits set by the IRS, and a Roth IRA also has income limits."
        risk="taking earnings out early can trigger taxes and penalties, and the investments inside either account can still lose value."
      />
    ),
  },
  {
    icon: <IconCoin aria-hidden />,
    title: 'Buy Treasury Bonds',
    text: (
      <Explainer
        body="Treasury bills, notes and bonds are loans to the U.S. government, backed by its full faith and credit. You can buy them from TreasuryDirect or through a brokerage account, and their interest is exempt from state and local income tax."
        risk="interest-rate risk. When rates rise, the market price of bonds you already hold falls, so selling before maturity can mean a loss."
      />
    ),
  },
  {
    icon: <IconChartPie aria-hidden />,
    title: 'Portfolio Diversity',
    text: (
      <Explainer
        body="Diversification spreads your money across asset classes, sectors and regions so that no single holding decides your results. Knowing what your funds actually hold, and rebalancing from time to time, keeps your mix where you meant it to be."
        risk="diversification lowers risk but cannot remove it. In a broad sell-off many assets can fall together."
      />
    ),
  },
  {
    icon: <IconDiamond aria-hidden />,
    title: 'Precious Metals',
    text: (
      <Explainer
        body="Gold, silver and platinum can be held as physical bullion, through exchange-traded funds or indirectly through mining stocks. Many investors hold a small share of metals as a hedge against inflation or currency weakness."
        risk="metals pay no interest or dividends and their prices can swing sharply. Physical metal also carries dealer markups, storage and insurance costs."
      />
    ),
  },
];

/** Six investment topics, each with a plain explanation and its key risk. */
export function InvestmentTopics() {
  return <FeatureGrid items={topics} />;
}
