//! Linkhop: a self-hosted link shortener with user accounts.

pub mod accounts;
pub mod app;
pub mod audit;
pub mod campaigns;
pub mod cli;
pub mod commands;
pub mod config;
pub mod domain;
pub mod http;
pub mod jobs;
pub mod links;
pub mod logging;
pub mod memory;
pub mod metrics;
pub mod redirects;
pub mod short_domains;
pub mod stats;
pub mod store;
pub mod teams;
pub mod transfer;
pub mod visits;
pub mod webhooks;
