import type { Catalog } from '@/i18n/catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {
  loading: '正在加载统计…',
  loadFailed: '无法加载统计：{{message}}',
  updateFailed: '无法更新统计：{{message}}',
  noVisits: '此时间范围内没有访问',
  noData: '暂无数据。',
  totals: '总计',
  visitsOverTime: '访问趋势',
  figures: {
    visits: '访问',
    humanVisits: '真人访问',
    botVisits: '机器人访问',
    uniqueVisitors: '独立访客',
  },
  series: {
    humans: '真人',
    bots: '机器人',
  },
  filters: {
    label: '统计筛选',
    range: '时间范围',
    customRange: '自定义范围',
    from: '开始',
    to: '结束',
    apply: '应用范围',
    bothDates: '请选择开始和结束日期。',
    startAfterEnd: '开始日期不能晚于结束日期。',
    interval: '间隔',
    visitors: '访客',
    bots: {
      exclude: '真人',
      only: '机器人',
      include: '全部',
    },
    domain: '域名',
    allDomains: '所有域名',
  },
  presets: {
    '24h': '24 小时',
    '7d': '7 天',
    '30d': '30 天',
    '90d': '90 天',
    '1y': '1 年',
  },
  intervals: {
    hour: '小时',
    day: '天',
    week: '周',
    month: '月',
  },
  weekOf: '{{date}} 当周',
  dimensions: {
    referrers: '来源',
    countries: '国家/地区',
    devices: '设备',
    browsers: '浏览器',
    os: '操作系统',
  },
  columns: {
    referrers: '来源',
    countries: '国家/地区',
    devices: '设备',
    browsers: '浏览器',
    os: '操作系统',
  },
  values: {
    direct: '直接访问 / 无',
    unknown: '未知',
    other: '其他',
    devices: {
      desktop: '桌面设备',
      mobile: '移动设备',
      tablet: '平板',
      other: '其他设备',
    },
  },
  breakdown: {
    visits: '访问',
    share: '占比',
    sortedByVisits: '{{title}}，按访问排序，{{direction}}',
    sortedByValue: '{{title}}，按{{column}}排序，{{direction}}',
    ascending: '升序',
    descending: '降序',
  },
  summary: {
    series: {
      exclude_one:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次真人访问，峰值：{{peak}}（{{peakVisits}}）。',
      exclude_other:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次真人访问，峰值：{{peak}}（{{peakVisits}}）。',
      only_one:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次机器人访问，峰值：{{peak}}（{{peakVisits}}）。',
      only_other:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次机器人访问，峰值：{{peak}}（{{peakVisits}}）。',
      include_one:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次访问，峰值：{{peak}}（{{peakVisits}}）。',
      include_other:
        '{{buckets}}内（{{first}} – {{last}}）共 {{total}} 次访问，峰值：{{peak}}（{{peakVisits}}）。',
    },
    seriesZero: {
      exclude: '{{buckets}}内（{{first}} – {{last}}）共 0 次真人访问。',
      only: '{{buckets}}内（{{first}} – {{last}}）共 0 次机器人访问。',
      include: '{{buckets}}内（{{first}} – {{last}}）共 0 次访问。',
    },
    seriesEmpty: {
      exclude: '此时间范围内没有真人访问。',
      only: '此时间范围内没有机器人访问。',
      include: '此时间范围内没有访问。',
    },
    buckets: {
      hour_one: '{{count}} 小时',
      hour_other: '{{count}} 小时',
      day_one: '{{count}} 天',
      day_other: '{{count}} 天',
      week_one: '{{count}} 周',
      week_other: '{{count}} 周',
      month_one: '{{count}} 个月',
      month_other: '{{count}} 个月',
    },
    breakdown: '{{title}}：{{items}}。',
    breakdownNone: '{{title}}：无。',
    breakdownItem: '{{label}} {{visits}}',
    separator: '，',
  },
  overview: {
    title: '最近 30 天的访问',
    topLinks: '热门链接',
    byDomain: '按域名统计的访问',
  },
  topLinks: {
    caption: {
      exclude: '最近 30 天的热门链接（按真人访问排序）',
      include: '最近 30 天的热门链接（按访问排序）',
      only: '最近 30 天的热门链接（按机器人访问排序）',
    },
    counted: {
      exclude: '真人访问',
      include: '访问',
      only: '机器人访问',
    },
    shortLink: '短链接',
    destination: '目标地址',
    statisticsOf: '{{name}} 的统计',
  },
  domainVisits: {
    caption: '按域名统计的访问',
    domain: '域名',
  },
  campaignVisits: {
    campaigns: {
      title: '营销活动',
      caption: '按营销活动统计的访问',
      value: '营销活动',
    },
    campaignSources: {
      title: '营销活动来源',
      caption: '按营销活动来源统计的访问',
      value: '来源',
    },
  },
  link: {
    title: '统计',
    download: '下载',
  },
  download: {
    title: '下载访问记录',
    as: '以 {{format}} 格式下载访问记录',
    failed: '下载失败（{{status}}）',
  },
  sharing: {
    title: '共享',
    toggle: '公开统计',
    anyone: '任何拥有此地址的人都可以查看这些统计：<address>{{address}}</address>',
    copy: '复制公开地址',
    copied: '已复制公开地址',
    copyFailed: '无法复制地址',
    private: '只有你（和管理员）可以查看这些统计。',
    protectedHelp: '公开统计从不显示受密码保护链接的目标地址。',
  },
  public: {
    title: '/{{slug}} 的统计',
    none: '此链接没有公开统计。',
    leadsTo: '指向 {{destination}}',
    destinationHidden: '此链接受密码保护：不显示其目标地址。',
  },
  orphans: {
    title: '孤立访问',
    forbidden: '只有所有者和管理员可以查看孤立访问。',
    loading: '正在加载孤立访问…',
    loadFailed: '无法加载孤立访问：{{message}}',
    description: '{{domain}} 上未对应任何链接的访问。',
    descriptionThisDomain: '此域名上未对应任何链接的访问。',
    perDay: '每日孤立访问',
    none: '此时间范围内没有孤立访问',
    topSlugs: '访问最多的未知短码',
    noSlugs: '此时间范围内没有未知短码。',
    slugsCaption: '未知短码（按访问排序）',
    slug: '短码',
    visits: '访问',
    domain: '域名',
    range: '时间范围',
    kinds: {
      base: '域名根路径',
      unknownSlug: '未知短码',
      otherPath: '其他路径',
    },
    hints: {
      base: '域名本身的地址，即 /',
      unknownSlug: '可能是短链接、但不对应任何链接的路径',
      otherPath: '其他任何路径，例如 /.env',
    },
    summary_one:
      '{{days}}内（{{first}} – {{last}}）共 {{total}} 次孤立访问：域名根路径 {{base}}，未知短码 {{unknownSlug}}，其他路径 {{otherPath}}。',
    summary_other:
      '{{days}}内（{{first}} – {{last}}）共 {{total}} 次孤立访问：域名根路径 {{base}}，未知短码 {{unknownSlug}}，其他路径 {{otherPath}}。',
    summaryNone: '此时间范围内没有孤立访问。',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
  },
};
