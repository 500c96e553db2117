import { Badge, Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useConversations } from './lostfound-api';
import { MessagesPanel } from './messages-panel';
import { NikatVastu } from './nikat-vastu';
import { ReportForm } from './report-form';

const MENUS = ['lost', 'nikat-vastu', 'messages'] as const;
type Menu = (typeof MENUS)[number];

/** /lostnfound (spec 01 section 2.5): Lost, Nikat Vastu and Messages. Sign-in is required. */
export function LostFoundPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('menu');
  const menu: Menu = MENUS.includes(requested as Menu) ? (requested as Menu) : 'lost';
  const unread = useConversations().data?.conversations.filter((c) => c.unread).length ?? 0;
  return (
    <Container size="xl" py="md">
      <Title order={1} mb="md">
        Lost and Found
      </Title>
      <Tabs
        value={menu}
        onChange={(value) => setParams(value ? { menu: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="lost">Lost</Tabs.Tab>
          <Tabs.Tab value="nikat-vastu">Nikat Vastu</Tabs.Tab>
          <Tabs.Tab
            value="messages"
            rightSection={
              unread > 0 ? (
                <Badge color="red" size="sm" aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : undefined
            }
          >
            Messages
          </Tabs.Tab>
        </Tabs.List>
        {/* Lost stays mounted, so a half-filled form survives a look at Nikat Vastu; the other
            menus mount afresh, so they show the latest reports and messages. */}
        <Tabs.Panel value="lost" keepMounted>
          <Tabs defaultValue="human" variant="pills">
            <Tabs.List mb="md">
              <Tabs.Tab value="human">Human Being</Tabs.Tab>
              <Tabs.Tab value="animal">Animal</Tabs.Tab>
              <Tabs.Tab value="material">Material</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="human">
              <ReportForm kind="human" title="Lost human being" />
            </Tabs.Panel>
            <Tabs.Panel value="animal">
              <ReportForm kind="animal" title="Lost animal" />
            </Tabs.Panel>
            <Tabs.Panel value="material">
              <ReportForm kind="material" title="Lost material" />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="nikat-vastu">
          <NikatVastu />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
