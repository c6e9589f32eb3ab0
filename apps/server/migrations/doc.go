// Package migrations holds the app's Go migrations, named <unix-ts>_<verb>_<object>.go.
package migrations
